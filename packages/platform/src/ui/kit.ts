// @ahc/platform/ui: the Radix Themes components the product uses, one copy for every app.
// Radix Themes is not shared wholesale: a shared package cannot be tree-shaken (every app might use
// any export), which put all of Radix Themes, 78 KB gzip, in the first load. Sharing this list instead
// keeps one instance (one Theme context) and ships only what is listed. A team that needs another
// component adds it here in a minor platform release. A module that needs only the base kit imports
// @ahc/platform/ui/base (kit-base.ts), which a first page can load without the rest.
export * from './kit-base.ts';
export { Progress, Radio, Spinner, Table, TextArea, TextField } from '@radix-ui/themes';
export { ConfirmInPlace, type ConfirmInPlaceProps } from './ConfirmInPlace.tsx';
export { PageState, type PageStateTone } from './PageState.tsx';
