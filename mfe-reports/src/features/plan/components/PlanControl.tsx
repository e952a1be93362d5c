// One recommendation's place in the plan: its status (a labelled select: not planned, planned, in
// progress, done, not applicable) and a note of at most 500 characters, kept for this advice (its
// question and the answer it was given for). A change shows at once and is saved in the background; a
// failed save is undone and says so. Saving is announced politely.
import { useHydrating } from '@ahc/platform';
import { Button, Flex, Text, VisuallyHidden } from '@ahc/platform/ui/base';
import { FormField } from '@ahc/platform/ui/form';
import { useEffect, useId, useRef, useState } from 'react';
import {
  type Advice,
  MAX_NOTE_LENGTH,
  PLAN_STATUSES,
  type PlanItem,
  type PlanStatus,
  planProblemKey,
  usePlanMutation,
} from '../data/plan-items.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { usePlanTranslation } from '../i18n/use-plan-translation.ts';

const noteLength = (note: string) => [...note].length;

export function PlanControl({
  advice,
  topic,
  item,
  disabled,
}: {
  advice: Advice;
  topic: string;
  item: PlanItem | undefined;
  disabled: boolean;
}) {
  const { t } = usePlanTranslation();
  const shared = useSharedTranslation();
  const mutation = usePlanMutation();
  // Not while the control is the server's markup: a status picked before React has the page would be
  // lost (the platform's form fields do the same).
  const hydrating = useHydrating();
  const inert = disabled || hydrating;
  const selectId = useId();
  const noteId = useId();
  const noteButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [noteError, setNoteError] = useState(false);
  const [saved, setSaved] = useState<'status' | 'note' | null>(null);

  useEffect(() => {
    if (editing) document.getElementById(noteId)?.focus();
  }, [editing, noteId]);

  const save = (status: PlanStatus | null, note: string, what: 'status' | 'note') => {
    setSaved(null);
    mutation.mutate(
      { questionId: advice.questionId, optionKey: advice.optionKey, status, note },
      { onSuccess: () => setSaved(what) },
    );
  };

  const saveNote = () => {
    if (noteLength(draft) > MAX_NOTE_LENGTH) {
      setNoteError(true);
      document.getElementById(noteId)?.focus();
      return;
    }
    save(item?.status ?? 'planned', draft.trim(), 'note');
    setEditing(false);
    noteButton.current?.focus();
  };

  const left = MAX_NOTE_LENGTH - noteLength(draft);
  return (
    <Flex direction="column" gap="2" className="plan-control no-print" data-testid="plan-control">
      <Flex gap="2" align="center" wrap="wrap">
        <Text as="label" htmlFor={selectId} size="2" weight="medium">
          {t('plan.statusLabel')}
          <VisuallyHidden> – {topic}</VisuallyHidden>
        </Text>
        <select
          id={selectId}
          className="plan-select"
          value={item?.status ?? ''}
          disabled={inert}
          data-testid="plan-status"
          onChange={(event) =>
            save((event.target.value || null) as PlanStatus | null, item?.note ?? '', 'status')
          }
        >
          <option value="">{t('plan.status.open')}</option>
          {PLAN_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`plan.status.${status}`)}
            </option>
          ))}
        </select>
        {!editing && (
          <Button
            ref={noteButton}
            type="button"
            size="1"
            variant="ghost"
            disabled={inert}
            onClick={() => {
              setDraft(item?.note ?? '');
              setNoteError(false);
              setEditing(true);
            }}
          >
            {item?.note ? t('plan.editNote') : t('plan.addNote')}
            <VisuallyHidden> – {topic}</VisuallyHidden>
          </Button>
        )}
      </Flex>
      {item?.note && !editing && (
        <Text as="p" size="2" className="plan-note user-content" data-testid="plan-note">
          <strong>{t('plan.noteLabel')}:</strong> {item.note}
        </Text>
      )}
      {editing && (
        <form
          className="plan-note-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            saveNote();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setEditing(false);
          }}
        >
          <Flex direction="column" gap="2">
            <FormField
              id={noteId}
              label={t('plan.noteLabel')}
              multiline
              rows={3}
              value={draft}
              onChange={setDraft}
              hint={t('plan.noteHint', { max: MAX_NOTE_LENGTH, left: Math.max(0, left) })}
              error={noteError || left < 0 ? t('plan.noteTooLong', { max: MAX_NOTE_LENGTH }) : undefined}
            />
            <Flex gap="2" wrap="wrap">
              <Button type="submit" size="2">
                {t('plan.saveNote')}
              </Button>
              <Button type="button" size="2" variant="soft" color="gray" onClick={() => setEditing(false)}>
                {shared.t('common.cancel')}
              </Button>
            </Flex>
          </Flex>
        </form>
      )}
      <Text role="status" size="1" color="gray" className="plan-saved">
        {mutation.isPending ? t('plan.saving') : saved === 'note' ? t('plan.noteSaved') : ''}
      </Text>
      {mutation.isError && (
        <Text role="alert" size="2" color="red" data-testid="plan-error">
          {t(planProblemKey(mutation.error))}
        </Text>
      )}
    </Flex>
  );
}
