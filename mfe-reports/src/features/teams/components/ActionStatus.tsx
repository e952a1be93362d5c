// What an action on the team's page just did, said beside the control that did it: a polite live region
// (role="status") that is in the page before anything is said in it, so screen readers read out what it
// comes to say, and takes no room while it is empty.
import { Text } from '@ahc/platform/ui';

export function ActionStatus({ text, testId }: { text: string; testId: string }) {
  return (
    <Text as="p" size="2" role="status" className="team-status" data-testid={testId}>
      {text}
    </Text>
  );
}
