// Government staff's review of a submitted project filing on its read-only detail page: approve,
// or return it with an opinion the enterprise then sees on the filing.
import type { FilingDetail } from '@ent/core/api';
import { FILING_REVIEW_TEXT, FILING_TEXT } from '@ent/core/messages';
import { checkFilingReview, type FilingDecision, REVIEW_OPINION_MAX } from '@ent/core/validate';
import { Button, Card, Field, makeStyles, Text, Textarea } from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';

/** Government staff: the admin role and the government role (as the server decides). */

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: '12px' },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
});

export function FilingReview({ filing, onReviewed }: { filing: FilingDetail; onReviewed: (f: FilingDetail) => void }) {
  const { filings, dialogs, notifier } = useServices();
  const styles = useStyles();
  const size = useControlSize();
  const headingId = useId();
  const [opinion, setOpinion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const decide = async (decision: FilingDecision) => {
    const problem = checkFilingReview(decision, opinion);
    setError(problem);
    if (problem) return;
    const name = filing.name || FILING_TEXT.unnamed;
    const confirmed = await dialogs.ask(
      decision === 'approve'
        ? { title: FILING_REVIEW_TEXT.approveConfirmTitle, text: FILING_REVIEW_TEXT.approveConfirm(name) }
        : { title: FILING_REVIEW_TEXT.rejectConfirmTitle, text: FILING_REVIEW_TEXT.rejectConfirm(name) },
    );
    if (!confirmed) return;
    setBusy(true);
    try {
      const answer = await filings.review({ id: filing.id, decision, opinion: opinion.trim() });
      if (!answer.data) return;
      notifier.show({
        type: 'success',
        text: decision === 'approve' ? FILING_TEXT.approved : FILING_TEXT.rejected,
      });
      onReviewed(answer.data);
    } catch {
      // The client showed the server's message; the opinion stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className={styles.card} role="region" aria-labelledby={headingId}>
      <Text as="h2" weight="semibold" size={400} id={headingId}>
        {FILING_REVIEW_TEXT.reviewTitle}
      </Text>
      <Text>{FILING_REVIEW_TEXT.pendingNotice}</Text>
      <Field
        label={FILING_REVIEW_TEXT.opinion}
        hint={FILING_REVIEW_TEXT.opinionHint}
        validationState={error ? 'error' : 'none'}
        validationMessage={error ?? undefined}
        size={size}
      >
        <Textarea
          value={opinion}
          maxLength={REVIEW_OPINION_MAX}
          resize="vertical"
          onChange={(_event, data) => {
            setOpinion(data.value);
            if (error) setError(null);
          }}
        />
      </Field>
      <div className={styles.actions}>
        <Button
          size={size}
          appearance="primary"
          icon={<CheckmarkRegular />}
          disabled={busy}
          onClick={() => void decide('approve')}
        >
          {FILING_REVIEW_TEXT.approve}
        </Button>
        <Button size={size} icon={<DismissRegular />} disabled={busy} onClick={() => void decide('reject')}>
          {FILING_REVIEW_TEXT.reject}
        </Button>
      </div>
    </Card>
  );
}
