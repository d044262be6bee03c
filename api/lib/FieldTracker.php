<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * Puts field instructions together the way Word does, from a part's content in order: a field begins,
 * its instruction comes in any number of pieces (several w:instrText runs in a .docx, any stretch of text
 * in a .doc), a separator ends the instruction and starts the shown result, and the field ends. Fields
 * nest, in the instruction (an IF around a REF) or in the result. Each instruction is judged by FieldCode
 * once it is complete; the first refusal is kept.
 *
 * A field whose name is still being written when a nested field begins (`{ INCLUDE{ QUOTE "PICTURE" } }`)
 * gets its name from the nested field's result, computed by Word; that is refused, since no real CV
 * builds a field name that way and the name cannot be known without computing it.
 */
final class FieldTracker
{
    /** Deepest nesting followed; Word itself stops at 20 or so. Deeper is refused. */
    private const MAX_DEPTH = 64;

    /** @var list<array{instruction: string, open: bool}> fields begun and not ended, innermost last */
    private array $stack = [];

    private ?string $refusal = null;

    public function begin(): void
    {
        $top = $this->top();
        if ($top !== null && $this->stack[$top]['open'] && preg_match('/^(?:\s|\xC2\xA0)*[A-Za-z]*$/', $this->stack[$top]['instruction']) === 1) {
            $this->refuse('a field name built from a nested field');
        }
        if (count($this->stack) >= self::MAX_DEPTH) {
            $this->refuse('fields nested deeper than ' . self::MAX_DEPTH);
            return;
        }
        $this->stack[] = ['instruction' => '', 'open' => true];
    }

    /** Instruction text; ignored unless the innermost field is still in its instruction. */
    public function instruction(string $text): void
    {
        $top = $this->top();
        if ($top !== null && $this->stack[$top]['open']) {
            $this->stack[$top]['instruction'] .= $text;
        }
    }

    public function separate(): void
    {
        $top = $this->top();
        if ($top !== null && $this->stack[$top]['open']) {
            $this->judge($this->stack[$top]['instruction']);
            $this->stack[$top]['open'] = false;
        }
    }

    public function end(): void
    {
        $this->separate();
        array_pop($this->stack);
    }

    /** A field instruction given whole (w:fldSimple). */
    public function simple(string $instruction): void
    {
        $this->judge($instruction);
    }

    /** @return string|null the first refusal found so far */
    public function found(): ?string
    {
        return $this->refusal;
    }

    /** @return string|null the first refusal, once any field left open at the end is judged too */
    public function finish(): ?string
    {
        while ($this->stack !== []) {
            $this->end();
        }
        return $this->refusal;
    }

    private function judge(string $instruction): void
    {
        $reason = FieldCode::refusal($instruction);
        if ($reason !== null) {
            $this->refuse($reason);
        }
    }

    private function refuse(string $reason): void
    {
        $this->refusal ??= $reason;
    }

    private function top(): ?int
    {
        return $this->stack === [] ? null : count($this->stack) - 1;
    }
}
