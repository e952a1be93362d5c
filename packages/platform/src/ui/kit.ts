// @ahc/platform/ui: the Radix Themes components the product uses, one copy for every app.
// Radix Themes is not shared wholesale: a shared package cannot be tree-shaken (every app might use
// any export), which put all of Radix Themes, 78 KB gzip, in the first load. Sharing this list instead
// keeps one instance (one Theme context) and ships only what is listed. A team that needs another
// component adds it here in a minor platform release.
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
  Progress,
  Radio,
  Section,
  Separator,
  Spinner,
  Strong,
  Table,
  Text,
  TextArea,
  TextField,
  Theme,
  VisuallyHidden,
} from '@radix-ui/themes';
export { TYPE_SCALE } from './type-scale.ts';
export { ConfirmInPlace, type ConfirmInPlaceProps } from './ConfirmInPlace.tsx';
export { PageState, type PageStateTone } from './PageState.tsx';
