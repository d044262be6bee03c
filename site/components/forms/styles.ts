// Styles of the three forms: fields, checkboxes, file picker, messages, toast, and the newsletter's
// variant for the dark home band.
import { css } from '@linaria/core';
import { color, layout, media, motion, radius, shadow } from '@site/theme/tokens.ts';

/** The select's chevron, drawn in navy (the colour URL-encoded into the data URI). */
const selectArrow = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'%3E%3Cpath d='M5.5 7.5 10 12l4.5-4.5' fill='none' stroke='${encodeURIComponent(color.navy)}' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")`;

export const form = css`
  display: grid;
  gap: 1.5rem;
`;

export const note = css`
  margin: 0;
  font-size: 0.9rem;
  color: ${color.gray700};
`;

/** One column on phones, two from 600 px. */
export const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: 1.25rem;
    row-gap: 1.4rem;
  }
`;

export const full = css`
  grid-column: 1 / -1;
`;

export const field = css`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const label = css`
  display: block;
  margin-bottom: 0.4rem;
  font-size: 0.95rem;
  font-weight: 650;
  line-height: 1.35;
  color: ${color.navy};
`;

export const hint = css`
  margin: -0.15rem 0 0.5rem;
  font-size: 0.875rem;
  line-height: 1.4;
  color: ${color.gray700};
`;

export const control = css`
  display: block;
  width: 100%;
  min-height: 48px;
  padding: 0.7rem 0.9rem;
  border: 1.5px solid ${color.gray300};
  border-radius: ${radius.sm};
  background: ${color.white};
  color: ${color.ink};
  font-size: 1rem;
  line-height: 1.4;
  transition:
    border-color ${motion.fast} ${motion.easing},
    box-shadow ${motion.fast} ${motion.easing},
    background-color ${motion.fast} ${motion.easing};
  &::placeholder {
    color: ${color.gray500};
    opacity: 1;
  }
  &:hover {
    border-color: ${color.gray500};
  }
  &:focus {
    border-color: ${color.navy500};
    box-shadow: ${shadow.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${color.error};
    background-color: ${color.error50};
  }
  &[aria-invalid='true']:focus {
    box-shadow: ${shadow.focusInvalid};
  }
`;

export const select = css`
  appearance: none;
  padding-right: 2.75rem;
  background-image: ${selectArrow};
  background-repeat: no-repeat;
  background-position: right 0.85rem center;
  background-size: 1.1rem;
  cursor: pointer;
  &[aria-invalid='true'] {
    background-image: ${selectArrow};
  }
`;

export const textarea = css`
  min-height: 9rem;
  resize: vertical;
`;

export const errorText = css`
  display: flex;
  gap: 0.4rem;
  align-items: flex-start;
  margin: 0.4rem 0 0;
  font-size: 0.9rem;
  font-weight: 600;
  line-height: 1.35;
  color: ${color.error};
  svg {
    flex: none;
    width: 1rem;
    height: 1rem;
    margin-top: 0.1rem;
  }
`;

// ---------------------------------------------------------------------------------------------
// File picker

export const fileBox = css`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  padding: 0.9rem 1rem;
  border: 2px dashed ${color.gray300};
  border-radius: ${radius.md};
  background: ${color.gray50};
  transition: border-color ${motion.fast} ${motion.easing};
  &:hover,
  &:focus-within {
    border-color: ${color.navy500};
  }
  &[data-invalid='true'] {
    border-color: ${color.error};
    background: ${color.error50};
  }
  svg {
    display: none;
    flex: none;
    width: 1.75rem;
    height: 1.75rem;
    color: ${color.navy500};
  }
  ${media.sm} {
    svg {
      display: block;
    }
  }
`;

export const fileInput = css`
  flex: 1 1 14rem;
  min-width: 0;
  min-height: 44px;
  font-size: 0.95rem;
  color: ${color.gray700};
  cursor: pointer;
  &::file-selector-button {
    min-height: 44px;
    margin-right: 0.85rem;
    padding: 0.55rem 1.1rem;
    border: 2px solid ${color.navy};
    border-radius: ${radius.pill};
    background: ${color.white};
    color: ${color.navy};
    font: inherit;
    font-weight: 650;
    cursor: pointer;
    transition:
      background-color ${motion.fast} ${motion.easing},
      color ${motion.fast} ${motion.easing};
  }
  &:hover::file-selector-button {
    background: ${color.navy};
    color: ${color.white};
  }
`;

export const fileChosen = css`
  margin: 0.45rem 0 0;
  font-size: 0.875rem;
  color: ${color.gray700};
  overflow-wrap: anywhere;
`;

// ---------------------------------------------------------------------------------------------
// Checkboxes

export const fieldset = css`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
  }
`;

export const checkGrid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.25rem 1rem;
  margin-top: 0.15rem;
  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** A checkbox and its label; the whole row (44 px high) is the target. */
export const checkRow = css`
  display: flex;
  align-items: center;
  gap: 0.65rem;
  min-height: 44px;
  padding: 0.25rem 0;
  cursor: pointer;
  line-height: 1.4;
  input {
    flex: none;
    width: 1.3rem;
    height: 1.3rem;
    margin: 0;
    accent-color: ${color.maroon};
    cursor: pointer;
  }
`;

export const terms = css`
  align-items: flex-start;
  input {
    margin-top: 0.65rem;
  }
  label {
    padding-block: 0.55rem;
    cursor: pointer;
  }
  a {
    font-weight: 600;
  }
`;

export const termsInvalid = css`
  input {
    outline: 2px solid ${color.error};
    outline-offset: 2px;
  }
`;

// ---------------------------------------------------------------------------------------------
// Submit row and messages

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
`;

export const submit = css`
  width: 100%;
  min-height: 52px;
  padding-inline: 2rem;
  ${media.sm} {
    width: auto;
    min-width: 13rem;
  }
`;

export const spinner = css`
  width: 1.1rem;
  height: 1.1rem;
  border: 2.5px solid currentColor;
  border-right-color: transparent;
  border-radius: ${radius.round};
  animation: forms-spin 0.8s linear infinite;
  @keyframes forms-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

/**
 * The alert and status regions stay in the page (and in the accessibility tree, so a new message is
 * announced); while empty they take no room in the layout.
 */
export const alertRegion = css`
  &:empty {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

export const callout = css`
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;
  margin: 0;
  padding: 0.8rem 1rem;
  border-radius: ${radius.sm};
  border-left: 4px solid currentColor;
  font-weight: 600;
  line-height: 1.45;
  svg {
    flex: none;
    width: 1.2rem;
    height: 1.2rem;
    margin-top: 0.1rem;
  }
`;

export const calloutError = css`
  color: ${color.error};
  background: ${color.error50};
`;

export const calloutSuccess = css`
  color: ${color.success};
  background: ${color.success50};
`;

/**
 * A prerendered no-JavaScript result (RedirectResults): out of the layout unless the address's fragment
 * names it, which the API's redirect does for the one code it answers with.
 */
export const redirectResult = css`
  /* Without JavaScript the header is taller on a phone (its menu links wrap under the logo), so the
     fragment's jump leaves room for two header heights: the message is never under the sticky header. */
  scroll-margin-top: calc(${layout.headerHeight} * 2 + 2rem);
  &:not(:target) {
    display: none;
  }
  a {
    margin-left: auto;
  }
`;

// ---------------------------------------------------------------------------------------------
// Toast (fixed, top centre)

export const toastRegion = css`
  position: fixed;
  top: 1rem;
  left: 50%;
  z-index: 1000;
  width: max-content;
  max-width: calc(100vw - 2rem);
  transform: translateX(-50%);
  pointer-events: none;
`;

export const toast = css`
  display: flex;
  align-items: center;
  gap: 0.65rem;
  padding: 0.85rem 1.35rem;
  border-radius: ${radius.md};
  background: ${color.success};
  color: ${color.white};
  font-weight: 650;
  line-height: 1.35;
  box-shadow: ${shadow.raised};
  pointer-events: auto;
  animation: forms-toast-in ${motion.slow} ${motion.easing};
  svg {
    flex: none;
    width: 1.35rem;
    height: 1.35rem;
  }
  @keyframes forms-toast-in {
    from {
      opacity: 0;
      transform: translateY(-0.75rem);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
`;

// ---------------------------------------------------------------------------------------------
// Newsletter on the dark home band

export const newsletter = css`
  display: grid;
  gap: 0.85rem;
  max-width: 36rem;
`;

export const newsletterLabel = css`
  display: block;
  font-weight: 650;
  color: ${color.white};
`;

export const newsletterRow = css`
  display: grid;
  gap: 0.75rem;
  ${media.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
  }
`;

export const newsletterInput = css`
  min-height: 52px;
  border-color: transparent;
  &[aria-invalid='true'] {
    border-color: ${color.error};
  }
`;

/** On the navy band the submit button is the warm accent with navy text. */
export const newsletterSubmit = css`
  && {
    width: 100%;
    min-height: 52px;
    min-width: 0;
    background: ${color.accent};
    color: ${color.navy};
  }
  &&:hover {
    background: ${color.accent300};
    color: ${color.navy};
  }
  ${media.sm} {
    && {
      width: auto;
    }
  }
`;

/** Messages on the dark band sit on a light chip, so green and red keep their contrast. */
export const chip = css`
  box-shadow: ${shadow.card};
`;

export const chipError = css`
  display: flex;
  gap: 0.4rem;
  align-items: flex-start;
  width: fit-content;
  max-width: 100%;
  margin: 0.5rem 0 0;
  padding: 0.45rem 0.75rem;
  border-radius: ${radius.sm};
  background: ${color.white};
  color: ${color.error};
  font-size: 0.9rem;
  font-weight: 650;
  svg {
    flex: none;
    width: 1rem;
    height: 1rem;
    margin-top: 0.15rem;
  }
`;

/** The download button: a light button; doubled class beats the band's "a { color: white }". */
export const download = css`
  && {
    justify-self: start;
    color: ${color.navy};
    background: ${color.white};
    text-decoration: none;
  }
  &&:hover {
    color: ${color.navy};
    background: ${color.navy100};
  }
  svg {
    width: 1.2rem;
    height: 1.2rem;
  }
`;

export const newsletterNote = css`
  margin: 0;
  font-size: 0.875rem;
  color: ${color.navy100};
  a {
    font-weight: 600;
  }
`;
