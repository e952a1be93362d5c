// @ahc/platform/ui/base: the part of the kit every page draws with (layout, text, links, buttons, cards,
// callouts, badges, data lists,
// separators), shared on its own so that a page which needs no more never downloads the rest.
// The shell's frame and the marketing pages, the first page of most visits, import from here; the
// whole kit (@ahc/platform/ui) is this plus the tables, form fields, progress bars, radios and
// spinners, 10.5 KB gzip that the first visit to / no longer loads (docs/benchmarks.md). Both are
// one copy for every app: the whole kit re-exports these same components, not copies of them.
export {
  Badge,
  Box,
  Button,
  Callout,
  Card,
  Container,
  DataList,
  Flex,
  Grid,
  Heading,
  Link,
  Section,
  Separator,
  Strong,
  Text,
  Theme,
  VisuallyHidden,
} from '@radix-ui/themes';
export { TYPE_SCALE } from './type-scale.ts';
