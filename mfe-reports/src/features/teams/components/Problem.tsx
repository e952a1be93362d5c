// A failed change, said at once (role="alert") in the words of teamProblemKey.
import { Callout } from '@ahc/platform/ui/base';

export function Problem({ text }: { text: string }) {
  return (
    <Callout.Root highContrast color="red" role="alert">
      <Callout.Text>{text}</Callout.Text>
    </Callout.Root>
  );
}
