// Where the session guard sends an enterprise whose information is incomplete (SPEC §4): the form
// that completes it (mainstay/base/check to read, base/improveEntInfo to save, getAllGroup for the
// parent group, areaFive for the region, sendVerificationCode when the contact phone changes).
// After saving, the session is loaded again and the guard lets the user in.
import { type CompanyBaseInfo, type EnterpriseGroup, USER_TYPE } from '@ent/core/api';
import { ApiError } from '@ent/core/http';
import { COMPANY_INFO_TEXT, labelled, PAGE_TEXT, SMS_TEXT } from '@ent/core/messages';
import { present } from '@ent/core/model';
import { type CompanyInfoFormValues, phoneError, validateCompanyInfoForm } from '@ent/core/validate';
import {
  Body1,
  Button,
  Card,
  CardHeader,
  Field,
  Input,
  Link,
  makeStyles,
  Select,
  Spinner,
  Subtitle2,
  Title2,
  tokens,
} from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Link as RouterLink, useLocation } from 'wouter';
import { useServices } from '../../state/servicesContext';
import { ContactCodeField } from '../../widgets/ContactCodeField';
import { focusFirstInvalid } from '../../widgets/focusFirstInvalid';
import { LogoutButton } from '../../widgets/LogoutButton';
import { useFormModel } from '../../widgets/model/useFormModel';
import { useResource } from '../../widgets/model/useResource';
import { RegionPicker } from '../../widgets/RegionPicker';

const useStyles = makeStyles({
  page: { maxWidth: '1280px', margin: '0 auto', padding: '32px 24px', boxSizing: 'border-box' },
  card: { maxWidth: '800px', margin: '0 auto' },
  form: { display: 'flex', flexDirection: 'column', gap: '14px' },
  section: { marginTop: '8px', color: tokens.colorBrandForeground1 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
    gap: '14px 20px',
    alignItems: 'start',
  },
  actions: { display: 'flex', gap: '12px', justifyContent: 'flex-end', marginTop: '8px' },
  center: { display: 'flex', justifyContent: 'center', padding: '48px' },
});

function initialValues(info: CompanyBaseInfo, fullName: string): CompanyInfoFormValues {
  return {
    enterpriseName: info.enterpriseName,
    legalPerson: info.legalPerson,
    groupId: info.groupId,
    regionCode: info.regionCode,
    address: info.address,
    contactName: info.contactName || fullName,
    // The account's phone was verified at registration: the natural first contact phone.
    contactPhone: info.contactPhone || info.accountPhone,
    smsCode: '',
    contactEmail: info.contactEmail,
  };
}

const SMS_MESSAGES: string[] = [SMS_TEXT.codeWrong, SMS_TEXT.codeExpired, SMS_TEXT.codeMissing, SMS_TEXT.tooManyWrong];

function CompanyInfoForm({ info, groups }: { info: CompanyBaseInfo; groups: EnterpriseGroup[] }) {
  const { mainstay, notifier, session, sessionState } = useServices();
  const { user } = useSnapshot(sessionState);
  const styles = useStyles();
  const [, navigate] = useLocation();
  const form = useFormModel<CompanyInfoFormValues>({
    initial: () => initialValues(info, user?.fullName ?? ''),
    validate: (values) => validateCompanyInfoForm(values, { smsRequired: smsRequiredFor(values) }),
  });
  const { model, values } = form;
  // A number nobody has verified for this account must receive a code first.
  function smsRequiredFor(entered: CompanyInfoFormValues): boolean {
    const phone = entered.contactPhone.trim();
    return phone !== info.contactPhone && phone !== info.accountPhone;
  }
  const smsRequired = smsRequiredFor(values);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    void model
      .submit(async (entered) => {
        try {
          await mainstay.improveEntInfo({
            enterpriseName: entered.enterpriseName.trim(),
            legalPerson: entered.legalPerson.trim(),
            groupId: entered.groupId,
            regionCode: entered.regionCode,
            address: entered.address.trim(),
            contactName: entered.contactName.trim(),
            contactPhone: entered.contactPhone.trim(),
            smsCode: smsRequiredFor(entered) ? entered.smsCode.trim() : undefined,
            contactEmail: entered.contactEmail.trim(),
          });
        } catch (error) {
          if (error instanceof ApiError && SMS_MESSAGES.includes(error.message))
            model.setExternal('smsCode', error.message);
          return false;
        }
        notifier.show({ type: 'success', text: COMPANY_INFO_TEXT.saved });
        // The guard loads the session again (now with routes) and lands on the desk.
        session.invalidate();
        navigate('/', { replace: true });
        return true;
      })
      .then((saved) => {
        // Refused here, or its code refused by the server: the user lands on the field to correct.
        if (!saved && Object.keys(model.errors()).length > 0) focusFirstInvalid(formElement);
      });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={PAGE_TEXT.replenishTitle}>
      <Subtitle2 as="h2" className={styles.section}>
        {COMPANY_INFO_TEXT.basicSection}
      </Subtitle2>
      <div className={styles.grid}>
        <Field label={COMPANY_INFO_TEXT.enterpriseName} required {...form.validation('enterpriseName')}>
          <Input maxLength={100} {...form.text('enterpriseName')} />
        </Field>
        <Field label={COMPANY_INFO_TEXT.creditCode}>
          <Input value={info.creditCode} readOnly />
        </Field>
        <Field label={COMPANY_INFO_TEXT.legalPerson} required {...form.validation('legalPerson')}>
          <Input maxLength={32} {...form.text('legalPerson')} />
        </Field>
        <Field label={COMPANY_INFO_TEXT.group}>
          <Select
            value={values.groupId === null ? '' : String(values.groupId)}
            onChange={(_event, data) => model.set('groupId', data.value ? Number(data.value) : null)}
          >
            <option value="">{COMPANY_INFO_TEXT.groupNone}</option>
            {groups.map((group) => (
              <option key={group.id} value={String(group.id)}>
                {group.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <RegionPicker
        value={values.regionCode}
        onChange={(code) => {
          model.set('regionCode', code);
          model.touch('regionCode');
        }}
        error={model.shown('regionCode')}
        required
      />
      <Field label={COMPANY_INFO_TEXT.address} required {...form.validation('address')}>
        <Input maxLength={200} {...form.text('address')} />
      </Field>

      <Subtitle2 as="h2" className={styles.section}>
        {COMPANY_INFO_TEXT.contactSection}
      </Subtitle2>
      <div className={styles.grid}>
        <Field label={COMPANY_INFO_TEXT.contactName} required {...form.validation('contactName')}>
          <Input maxLength={32} {...form.text('contactName')} />
        </Field>
        <Field
          label={COMPANY_INFO_TEXT.contactPhone}
          required
          {...form.validation('contactPhone')}
          hint={model.shown('contactPhone') ? undefined : COMPANY_INFO_TEXT.contactPhoneHint}
        >
          <Input type="tel" inputMode="numeric" maxLength={11} {...form.text('contactPhone')} />
        </Field>
        {smsRequired ? (
          <ContactCodeField
            validation={form.validation('smsCode')}
            input={form.text('smsCode')}
            phone={{
              phone: values.contactPhone,
              check: phoneError,
              onInvalid: (message) => model.setExternal('contactPhone', message),
            }}
          />
        ) : null}
        <Field label={COMPANY_INFO_TEXT.email} {...form.validation('contactEmail')}>
          <Input type="email" maxLength={100} {...form.text('contactEmail')} />
        </Field>
      </div>
      <div className={styles.actions}>
        <LogoutButton />
        <Button type="submit" appearance="primary" disabled={form.state.busy}>
          {form.state.busy ? <Spinner size="tiny" label={COMPANY_INFO_TEXT.saving} /> : COMPANY_INFO_TEXT.save}
        </Button>
      </div>
    </form>
  );
}

export default function ReplenishCompanyInfoPage() {
  const { sessionState, platform, mainstay } = useServices();
  const { user, needsCompanyInfo } = useSnapshot(sessionState);
  const { title } = useSnapshot(platform);
  const styles = useStyles();
  const isEnterprise = user?.typeOf === USER_TYPE.enterprise;
  const loaded = useResource(async () => {
    if (!isEnterprise) return null;
    const [info, groups] = await Promise.all([mainstay.baseCheck(), mainstay.groups()]);
    return { info: present(info.data), groups: groups.data ?? [] };
  }, [isEnterprise, mainstay]);

  useEffect(() => {
    document.title = `${PAGE_TEXT.replenishTitle} - ${title}`;
  }, [title]);

  let body: ReactNode;
  if (!user) {
    body = (
      <Body1>
        {COMPANY_INFO_TEXT.needLogin}
        <RouterLink href={`/login?redirect=${encodeURIComponent('/replenishCompanyInfo')}`} asChild>
          <Link>{COMPANY_INFO_TEXT.toLogin}</Link>
        </RouterLink>
      </Body1>
    );
  } else if (!isEnterprise) {
    body = (
      <Body1>
        {COMPANY_INFO_TEXT.notEnterprise}
        <RouterLink href="/" asChild>
          <Link>{COMPANY_INFO_TEXT.backHome}</Link>
        </RouterLink>
      </Body1>
    );
  } else if (loaded.status === 'loading') {
    body = (
      <div className={styles.center}>
        <Spinner label={PAGE_TEXT.loading} />
      </div>
    );
  } else if (loaded.status === 'failed' || !loaded.data) {
    body = (
      <>
        <Body1 role="alert">{COMPANY_INFO_TEXT.loadFailed}</Body1>
        <div>
          <LogoutButton />
        </div>
      </>
    );
  } else {
    body = (
      <>
        <Body1>{needsCompanyInfo ? PAGE_TEXT.replenishHint : COMPANY_INFO_TEXT.completeHint}</Body1>
        <CompanyInfoForm info={loaded.data.info} groups={loaded.data.groups} />
      </>
    );
  }

  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <CardHeader header={<Title2 as="h1">{PAGE_TEXT.replenishTitle}</Title2>} />
        {user ? <Body1>{labelled(PAGE_TEXT.company, user.company)}</Body1> : null}
        {body}
      </Card>
    </main>
  );
}
