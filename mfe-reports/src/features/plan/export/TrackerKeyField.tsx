// One plan item's key in the person's tracker, recorded after an import: typed or pasted (OPS-12,
// #412, the address), read into the stored form, refused with its own message when it is not a
// key or names another item of the plan already, and saved with the item (an open recommendation
// becomes planned, as a note makes it). An empty field removes the key. The saved key shows at once; a
// failed save is undone and says why, and what was typed stays in the field.
import { describeQuestion } from '@ahc/assessment-model';
import { useLanguage } from '@ahc/platform';
import { Button, Flex, Text } from '@ahc/platform/ui/base';
import { FormField } from '@ahc/platform/ui/form';
import { useId, useState } from 'react';
import { type PlanItem, adviceKey, trackerKeyProblemKey, usePlanMutation } from '../data/plan-items.ts';
import { usePlanTranslation } from '../i18n/use-plan-translation.ts';
import { readTrackerKey } from './tracker-key.ts';
import type { TrackerItem } from './tracker-items.ts';

type Refusal = { key: 'format' } | { key: 'taken'; practice: string };

export function TrackerKeyField({ item, plan }: { item: TrackerItem; plan: readonly PlanItem[] }) {
  const { t } = usePlanTranslation();
  const { language } = useLanguage();
  const mutation = usePlanMutation();
  const fieldId = useId();
  const [draft, setDraft] = useState(item.trackerKey ?? '');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [saved, setSaved] = useState<'saved' | 'cleared' | null>(null);

  const save = () => {
    setSaved(null);
    mutation.reset();
    const entry = readTrackerKey(draft);
    if (entry.kind === 'invalid') {
      setRefusal({ key: 'format' });
      document.getElementById(fieldId)?.focus();
      return;
    }
    const key = entry.kind === 'key' ? entry.key : null;
    const holder =
      key && plan.find((other) => other.trackerKey === key && adviceKey(other) !== adviceKey(item));
    if (holder) {
      setRefusal({ key: 'taken', practice: describeQuestion(holder.questionId, language).topic });
      document.getElementById(fieldId)?.focus();
      return;
    }
    setRefusal(null);
    setDraft(key ?? '');
    // Unchanged: it is stored already.
    if (key === item.trackerKey) {
      setSaved(key ? 'saved' : null);
      return;
    }
    mutation.mutate(
      {
        questionId: item.questionId,
        optionKey: item.optionKey,
        status: item.state === 'open' ? 'planned' : item.state,
        note: item.note,
        trackerKey: key,
      },
      { onSuccess: () => setSaved(key ? 'saved' : 'cleared') },
    );
  };

  const error = refusal
    ? refusal.key === 'taken'
      ? t('export.keyErrors.taken', { practice: refusal.practice })
      : t('export.keyErrors.format')
    : mutation.isError
      ? t(trackerKeyProblemKey(mutation.error))
      : undefined;
  return (
    <form
      noValidate
      className="tracker-key-form"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Flex gap="2" align="end" wrap="wrap">
        <div className="tracker-key-input">
          <FormField
            id={fieldId}
            label={t('export.keyLabel')}
            value={draft}
            onChange={(value) => {
              setDraft(value);
              setRefusal(null);
            }}
            error={error}
            autoComplete="off"
          />
        </div>
        <Button type="submit" size="2" variant="soft" disabled={mutation.isPending}>
          {t('export.saveKey')}
        </Button>
      </Flex>
      <Text role="status" size="1" color="gray" className="plan-saved">
        {mutation.isPending
          ? t('plan.saving')
          : saved === 'saved'
            ? t('export.keySaved')
            : saved === 'cleared'
              ? t('export.keyCleared')
              : ''}
      </Text>
    </form>
  );
}
