import { Alert, Button, Radio, Stack, Text } from '@mantine/core';
import { FIELD_LIMITS } from '@/api/field-limits';
import { CountedTextarea } from '@/components/forms/counted-textarea';
import { EmailInput } from '@/components/forms/email-phone-inputs';
import { ErrorSummary } from '@/components/forms/error-summary';
import { FormBody, SentForm } from '@/components/forms/form-body';
import { site } from '@/config/site';
import { fullAddress, type Listing } from '../results/listing';
import { REPORT_PROBLEMS } from './listing-report';
import { REPORT_ID, type ListingReport } from './use-listing-report';
import classes from './listing-report-dialog.module.css';
import '@mantine/core/styles/Radio.css';

/** What is wrong: one of REPORT_PROBLEMS, as radio buttons under a legend that names the question. */
function ProblemField({ form }: { form: ListingReport['form'] }) {
  const problemError = form.error('problem');
  return (
    <fieldset
      className={classes.fieldset}
      aria-describedby={problemError ? `${REPORT_ID}-problem-error` : undefined}
      aria-invalid={problemError ? true : undefined}
    >
      <legend className={classes.legend}>
        {form.label('problem')} <span aria-hidden>*</span>
      </legend>
      <Stack gap="xs">
        {Object.entries(REPORT_PROBLEMS).map(([value, label], index) => (
          <Radio
            key={value}
            value={value}
            label={label}
            {...form.register('problem')}
            id={index === 0 ? form.fieldId('problem') : `${REPORT_ID}-problem-${value}`}
          />
        ))}
      </Stack>
      {problemError && (
        <Text id={`${REPORT_ID}-problem-error`} c="red.8" size="sm" mt={4}>
          {problemError}
        </Text>
      )}
    </fieldset>
  );
}

/** The report's form: the listing it is about, what is wrong, a comment and an optional e-mail for an answer. */
export function ListingReportForm({
  listing,
  report,
  onClose,
}: {
  listing: Listing;
  report: ListingReport;
  onClose: () => void;
}) {
  const { form, pending } = report;
  return (
    <SentForm onSubmit={report.onSubmit} aria-label={`Avisar un dato incorrecto de ${listing.name}`}>
      <Text mb="sm">
        <strong>{listing.name}</strong>
        {listing.address && ` · ${fullAddress(listing)}`}
      </Text>
      <ErrorSummary {...form.summary} />
      {report.closed && (
        <Alert color="red" variant="light" role="alert" title="No es posible enviar el aviso" mb="md">
          En este momento no podemos recibirlo por este medio. Llamá a {site.phones.customerService.label} al{' '}
          {site.phones.customerService.display}.
        </Alert>
      )}
      <FormBody
        pending={pending}
        actionsJustify="flex-end"
        actions={
          <>
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={pending} disabled={!report.canSend}>
              Enviar aviso
            </Button>
          </>
        }
      >
        <ProblemField form={form} />
        <CountedTextarea maxLength={FIELD_LIMITS.longText} autosize minRows={3} {...form.countedText('comment')} />
        <EmailInput maxLength={FIELD_LIMITS.email} {...form.field('email')} />
      </FormBody>
    </SentForm>
  );
}
