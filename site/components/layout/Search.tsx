import { css } from '@linaria/core';
import { search } from '@content/ui/search.ts';
import { alpha, color, media, motion, radius, shadow } from '@site/theme/tokens.ts';

// The site search: buttons in the header (desktop) and the drawer (phones) open one native modal
// <dialog>. All of it is inert HTML until the search enhancement runs (the buttons stay hidden
// without JavaScript); the dialog's code and the index load on first use (site/lib/search/).
export const SEARCH_DIALOG_ID = 'site-search';

const dialog = css`
  width: min(40rem, calc(100vw - 1.5rem));
  max-height: min(36rem, calc(100dvh - 3rem));
  margin: 6vh auto auto;
  padding: 0;
  border: 0;
  border-radius: ${radius.md};
  background: ${color.white};
  color: ${color.ink};
  box-shadow: ${shadow.raised};
  &::backdrop {
    background: ${alpha('navy', 0.55)};
  }
  &[open] {
    display: flex;
    flex-direction: column;
    animation: search-in ${motion.base} ${motion.easing};
  }
  @keyframes search-in {
    from {
      opacity: 0;
      transform: translateY(-0.5rem);
    }
  }
  ${media.reducedMotion} {
    &[open] {
      animation: none;
    }
  }
`;
const top = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.75rem 0.75rem 0.5rem 1rem;
  h2 {
    margin: 0 auto 0 0;
    font-size: 1.1rem;
  }
`;
const iconButton = css`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${radius.sm};
  background: none;
  color: ${color.navy};
  cursor: pointer;
`;
const form = css`
  display: flex;
  gap: 0.5rem;
  padding: 0 1rem 0.75rem;
  border-bottom: 1px solid ${color.gray100};
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 0.75rem;
    border: 2px solid ${color.gray500};
    border-radius: ${radius.sm};
  }
`;
const submitButton = css`
  min-height: 44px;
  padding: 0 1rem;
  border: 0;
  border-radius: ${radius.sm};
  background: ${color.navy};
  color: ${color.white};
  font-weight: 650;
  cursor: pointer;
`;
const body = css`
  overflow-y: auto;
  padding: 0.5rem 1rem 1rem;
  p {
    margin: 0.5rem 0;
    color: ${color.gray700};
  }
`;
/** The result list's look, shared with the 404 page's suggestions. */
export const resultList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.25rem;
  a {
    display: block;
    padding: 0.6rem 0.75rem;
    border-radius: ${radius.sm};
    color: ${color.ink};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${color.gray50};
    color: ${color.ink};
  }
  strong {
    display: block;
    color: ${color.maroon};
    text-decoration: underline;
    text-underline-offset: 0.18em;
  }
  small {
    display: inline-block;
    margin: 0.2rem 0;
    padding: 0 0.5rem;
    border-radius: ${radius.pill};
    background: ${color.navy100};
    color: ${color.navy};
    font-size: 0.8rem;
    font-weight: 600;
  }
  span {
    display: block;
    font-size: 0.92rem;
    color: ${color.gray700};
  }
  mark {
    background: ${color.maroon100};
    color: ${color.ink};
    font-weight: 650;
  }
`;
const openButton = css`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0 0.8rem;
  border: 2px solid ${color.navy};
  border-radius: ${radius.pill};
  background: ${color.white};
  color: ${color.navy};
  font-weight: 650;
  cursor: pointer;
  &[hidden] {
    display: none;
  }
`;

function Icon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

const iconOnly = css`
  width: 44px;
  padding: 0;
  justify-content: center;
  /* In the header the button keeps its place before the enhancement shows it: nothing moves (CLS 0). */
  &[hidden] {
    display: inline-flex;
    visibility: hidden;
  }
`;

/** Opens the search dialog; hidden until the search enhancement shows it. `compact`: the icon alone (the header). */
export function SearchButton({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <button
      type="button"
      className={[openButton, compact ? iconOnly : '', className ?? ''].filter(Boolean).join(' ')}
      aria-haspopup="dialog"
      aria-controls={SEARCH_DIALOG_ID}
      aria-keyshortcuts="/ Control+K Meta+K"
      data-search-open=""
      hidden
    >
      <Icon />
      {compact ? <span className="visually-hidden">{search.open}</span> : search.open}
    </button>
  );
}

export function SearchDialog() {
  return (
    <dialog id={SEARCH_DIALOG_ID} className={dialog} aria-labelledby={`${SEARCH_DIALOG_ID}-title`} data-enhance="search">
      <div className={top}>
        <h2 id={`${SEARCH_DIALOG_ID}-title`}>{search.title}</h2>
        <button type="button" className={iconButton} data-search-close="">
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{search.close}</span>
        </button>
      </div>
      <form className={form} action="/" data-search-form="">
        <label htmlFor={`${SEARCH_DIALOG_ID}-q`} className="visually-hidden">
          {search.label}
        </label>
        <input
          id={`${SEARCH_DIALOG_ID}-q`}
          type="search"
          name="q"
          autoComplete="off"
          spellCheck={false}
          placeholder={search.placeholder}
          enterKeyHint="search"
        />
        <button type="submit" className={submitButton}>
          {search.submit}
        </button>
      </form>
      <div className={body}>
        <p role="status" data-search-status="">
          {search.shortcut}
        </p>
        <ul className={resultList} data-search-results="" />
        <p data-search-empty="" hidden>
          {search.contact.before}
          <a href={search.contact.href}>{search.contact.label}</a>.
        </p>
      </div>
    </dialog>
  );
}
