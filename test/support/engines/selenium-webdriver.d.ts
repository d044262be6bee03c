// The part of selenium-webdriver (which ships no types) that the WebKit driver uses (webkit.ts).
declare module 'selenium-webdriver' {
  export interface By {
    readonly using: string;
    readonly value: string;
  }
  export const By: { css(selector: string): By };
  export const Key: Record<'ESCAPE' | 'ENTER' | 'TAB' | 'ARROW_DOWN' | 'ARROW_UP' | 'ARROW_LEFT' | 'ARROW_RIGHT' | 'SHIFT' | 'HOME' | 'END', string>;
  export interface WebElement {
    click(): Promise<void>;
    sendKeys(...keys: string[]): Promise<void>;
    clear(): Promise<void>;
  }
  export interface Actions {
    move(options: { origin?: WebElement | 'viewport' | 'pointer'; x?: number; y?: number; duration?: number }): Actions;
    keyDown(key: string): Actions;
    keyUp(key: string): Actions;
    perform(): Promise<void>;
  }
  export class WebDriver {
    /** Sends New Session; the driver it returns holds the session's promise (getSession()). */
    static createSession(executor: import('selenium-webdriver/http').Executor, capabilities: Record<string, unknown>): WebDriver;
    getSession(): Promise<unknown>;
    get(url: string): Promise<void>;
    getCurrentUrl(): Promise<string>;
    executeScript<T>(script: string, ...args: unknown[]): Promise<T>;
    findElements(by: By): Promise<WebElement[]>;
    actions(options?: { async?: boolean }): Actions;
    takeScreenshot(): Promise<string>;
    getCapabilities(): Promise<{ get(key: string): unknown }>;
    manage(): {
      window(): { setRect(rect: { width: number; height: number; x?: number; y?: number }): Promise<unknown> };
      setTimeouts(t: { script?: number; pageLoad?: number; implicit?: number }): Promise<void>;
    };
    quit(): Promise<void>;
  }
}
declare module 'selenium-webdriver/http' {
  export class HttpClient {
    constructor(serverUrl: string);
  }
  export class Executor {
    constructor(client: HttpClient);
  }
}
