// /user/edit: the enterprise's information in two parts saved on their own, the registered
// information (mainstay/update: name, legal person, group, region, address; the credit code by
// government staff only) and the contact information (mainstay/updateMainstayInfo; a new phone is
// confirmed with an SMS code), checked with the rules of completing company information before
// sending, plus the audited change history. Government staff may open an enterprise by ?id=.
import type {
  EnterpriseBasic,
  EnterpriseChange,
  EnterpriseContact,
  EnterpriseGroup,
  EnterpriseInfo,
} from '@ent/core/api';
import { USER_TYPE } from '@ent/core/api';
import { formatTime } from '@ent/core/format';
import { ApiError } from '@ent/core/http';
import {
  COMPANY_INFO_TEXT,
  ENTERPRISE_FIELD_TEXT,
  ENTERPRISE_INFO_TEXT,
  REGISTER_TEXT,
  SMS_TEXT,
  WIDGET_TEXT,
} from '@ent/core/messages';
import {
  contactPhoneNeedsCode,
  type EnterpriseContactErrors,
  type EnterpriseErrors,
  phoneError,
  validateEnterpriseBasic,
  validateEnterpriseContact,
} from '@ent/core/validate';
import {
  Body1,
  Button,
  Caption1,
  Card,
  CardHeader,
  Field,
  Input,
  makeStyles,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { Pager } from '../../../widgets/Pager';
import { SmsCodeButton } from '../../register/SmsCodeButton';
import { RegionPicker } from '../../replenish/RegionPicker';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px' },
  heading: { display: 'flex', alignItems: 'baseline', gap: '12px', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
    gap: '12px 24px',
  },
  stack: { display: 'flex', flexDirection: 'column', gap: '12px' },
  codeRow: { display: 'flex', gap: '12px', alignItems: 'flex-end' },
  grow: { flexGrow: 1 },
  actions: { display: 'flex', gap: '8px', marginTop: '12px' },
  form: { display: 'flex', flexDirection: 'column' },
  value: { wordBreak: 'break-all' },
});

const HISTORY_PAGE_SIZE = 10;
/** The server's answers about an SMS code, shown at the code's field. */
const SMS_MESSAGES: string[] = [SMS_TEXT.codeWrong, SMS_TEXT.codeExpired, SMS_TEXT.codeMissing, SMS_TEXT.tooManyWrong];

const basicOf = (info: EnterpriseInfo): EnterpriseBasic => ({
  name: info.name,
  creditCode: info.creditCode,
  legalPerson: info.legalPerson,
  groupId: info.groupId,
  regionCode: info.regionCode,
  address: info.address,
});
const contactOf = (info: EnterpriseInfo): EnterpriseContact => ({
  contactName: info.contactName,
  contactPhone: info.contactPhone,
  contactEmail: info.contactEmail,
});

const same = <T extends object>(a: T, b: T) =>
  (Object.keys(a) as (keyof T)[]).every((key) => String(a[key] ?? '') === String(b[key] ?? ''));

/** One part's editing state: its values, the errors shown, saving. */
function useSection<T extends object, E extends Partial<Record<string, string>>>(
  initial: T | null,
  validate: (values: T) => E,
) {
  const [values, setValues] = useState<T | null>(initial);
  const [errors, setErrors] = useState<E>({} as E);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setValues(initial);
    setErrors({} as E);
  }, [initial]);
  const set = <K extends keyof T>(field: K, value: T[K]) => {
    if (!values) return;
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field shows an error, it follows the typing until it is right.
    const key = field as unknown as keyof E;
    if (errors[key]) setErrors({ ...errors, [key]: validate(next)[key] });
  };
  const blur = (field: keyof T) => {
    if (!values) return;
    const key = field as unknown as keyof E;
    setErrors({ ...errors, [key]: validate(values)[key] });
  };
  return { values, setValues, errors, setErrors, saving, setSaving, set, blur };
}

/** A section's 保存 (submits its form) and 重置 (back to what was loaded), enabled once edited. */
function SectionActions({
  className,
  size,
  dirty,
  saving,
  onReset,
}: {
  className: string;
  size: 'small' | 'medium' | 'large';
  dirty: boolean;
  saving: boolean;
  onReset: () => void;
}) {
  return (
    <div className={className}>
      <Button type="submit" appearance="primary" size={size} disabled={!dirty || saving}>
        {saving ? <Spinner size="tiny" label={ENTERPRISE_INFO_TEXT.saving} /> : ENTERPRISE_INFO_TEXT.save}
      </Button>
      <Button size={size} disabled={!dirty || saving} onClick={onReset}>
        {ENTERPRISE_INFO_TEXT.reset}
      </Button>
    </div>
  );
}

export default function EnterpriseInfoPage() {
  const { mainstay, sessionState, notifier } = useServices();
  const { user } = useSnapshot(sessionState);
  const search = useSearch();
  const styles = useStyles();
  const size = useControlSize();

  const government = user?.typeOf === USER_TYPE.government;
  const asked = Number(new URLSearchParams(search).get('id'));
  // Only staff may name an enterprise; the server refuses anyone else anyway.
  const requestedId = government && Number.isInteger(asked) && asked > 0 ? asked : undefined;
  const hasEnterprise = requestedId !== undefined || Boolean(user?.mainstayId);

  const [info, setInfo] = useState<EnterpriseInfo | null>(null);
  const [groups, setGroups] = useState<EnterpriseGroup[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [history, setHistory] = useState<{ rows: EnterpriseChange[]; total: number }>({ rows: [], total: 0 });
  const [historyQuery, setHistoryQuery] = useState({ pageNum: 1, pageSize: HISTORY_PAGE_SIZE });
  const [initialBasic, setInitialBasic] = useState<EnterpriseBasic | null>(null);
  const [initialContact, setInitialContact] = useState<EnterpriseContact | null>(null);
  const [smsCode, setSmsCode] = useState('');
  const creditCodeEditable = info?.creditCodeEditable ?? false;
  const basic = useSection(initialBasic, (values: EnterpriseBasic) =>
    validateEnterpriseBasic(values, { creditCodeEditable }),
  );
  const contact = useSection(initialContact, (values: EnterpriseContact) =>
    validateEnterpriseContact(values, { smsRequired: needsCode(values), smsCode }),
  );

  const accept = useCallback((record: EnterpriseInfo) => {
    setInfo(record);
    setInitialBasic(basicOf(record));
    setInitialContact(contactOf(record));
    setSmsCode('');
  }, []);

  useEffect(() => {
    if (!hasEnterprise) return;
    let cancelled = false;
    setStatus('loading');
    Promise.all([mainstay.enterprise(requestedId), mainstay.groups().catch(() => ({ data: [] }))])
      .then(([record, list]) => {
        if (cancelled || !record.data) return;
        setGroups(list.data ?? []);
        accept(record.data);
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [mainstay, requestedId, hasEnterprise, accept]);

  const loadHistory = useCallback(async () => {
    if (!hasEnterprise) return;
    const response = await mainstay.changeLog({ id: requestedId, ...historyQuery }).catch(() => null);
    if (response?.data) setHistory(response.data);
  }, [mainstay, requestedId, hasEnterprise, historyQuery]);

  useEffect(() => {
    void loadHistory();
  }, [loadHistory]);

  /** After a save: the record as saved, the shell's company name, the history's first page. */
  const saved = async (record: EnterpriseInfo, msg: string | undefined) => {
    accept(record);
    notifier.show({ type: 'success', text: msg || ENTERPRISE_INFO_TEXT.saved });
    const current = sessionState.user;
    if (current && current.mainstayId === record.id && current.company !== record.name) {
      current.company = record.name;
      current.belongName = record.name;
    }
    if (historyQuery.pageNum === 1) await loadHistory();
    else setHistoryQuery({ ...historyQuery, pageNum: 1 });
  };

  function needsCode(values: EnterpriseContact): boolean {
    return Boolean(info?.contactCodeRequired && contactPhoneNeedsCode(values.contactPhone, info));
  }

  const saveBasic = async (event: FormEvent) => {
    event.preventDefault();
    if (!info || !basic.values || basic.saving) return;
    const errors = validateEnterpriseBasic(basic.values, { creditCodeEditable });
    basic.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    basic.setSaving(true);
    try {
      const response = await mainstay.updateEnterprise({
        id: info.id,
        ...basic.values,
        // The code goes only where it may change; the server keeps it otherwise.
        creditCode: creditCodeEditable ? basic.values.creditCode : undefined,
        updatedAt: info.updatedAt,
      });
      if (response.data) await saved(response.data, response.msg);
    } catch {
      // The client has shown the server's reason.
    } finally {
      basic.setSaving(false);
    }
  };

  const saveContact = async (event: FormEvent) => {
    event.preventDefault();
    if (!info || !contact.values || contact.saving) return;
    const codeNeeded = needsCode(contact.values);
    const errors = validateEnterpriseContact(contact.values, { smsRequired: codeNeeded, smsCode });
    contact.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    contact.setSaving(true);
    try {
      const response = await mainstay.updateContact({
        id: info.id,
        ...contact.values,
        smsCode: codeNeeded ? smsCode.trim() : undefined,
        updatedAt: info.updatedAt,
      });
      if (response.data) await saved(response.data, response.msg);
    } catch (error) {
      // The client has shown the server's reason; a refused code also marks its field.
      if (error instanceof ApiError && SMS_MESSAGES.includes(error.message)) {
        contact.setErrors({ ...errors, smsCode: error.message });
      }
    } finally {
      contact.setSaving(false);
    }
  };

  if (!hasEnterprise) {
    return (
      <div className={styles.page}>
        <Title3 as="h1">{ENTERPRISE_INFO_TEXT.title}</Title3>
        <Card>
          <Body1>{ENTERPRISE_INFO_TEXT.noEnterprise}</Body1>
        </Card>
      </div>
    );
  }
  if (status !== 'ready' || !info || !basic.values || !contact.values) {
    return (
      <div className={styles.page}>
        <Title3 as="h1">{ENTERPRISE_INFO_TEXT.title}</Title3>
        {status === 'failed' ? (
          <Body1 role="alert">{ENTERPRISE_INFO_TEXT.loadFailed}</Body1>
        ) : (
          <Spinner label={WIDGET_TEXT.loading} />
        )}
      </div>
    );
  }

  const basicValues = basic.values;
  const contactValues = contact.values;
  const basicErrors: EnterpriseErrors<EnterpriseBasic> = basic.errors;
  const contactErrors: EnterpriseContactErrors = contact.errors;
  const basicDirty = initialBasic !== null && !same(basicValues, initialBasic);
  const contactDirty = initialContact !== null && !same(contactValues, initialContact);
  const codeNeeded = needsCode(contactValues);

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <Title3 as="h1">{ENTERPRISE_INFO_TEXT.title}</Title3>
        <Caption1 className={styles.muted}>
          {`${ENTERPRISE_INFO_TEXT.updatedAt}：${formatTime(info.updatedAt)}`}
        </Caption1>
      </div>

      <Card>
        <CardHeader
          header={
            <Text as="h2" weight="semibold" size={400}>
              {ENTERPRISE_INFO_TEXT.basic}
            </Text>
          }
          description={<Caption1 className={styles.muted}>{ENTERPRISE_INFO_TEXT.basicHint}</Caption1>}
        />
        <form className={styles.form} onSubmit={saveBasic} noValidate aria-label={ENTERPRISE_INFO_TEXT.basic}>
          <div className={styles.stack}>
            <div className={styles.grid}>
              <Field label={ENTERPRISE_FIELD_TEXT.name} required validationMessage={basicErrors.name} size={size}>
                <Input
                  name="name"
                  value={basicValues.name}
                  maxLength={100}
                  onChange={(_e, data) => basic.set('name', data.value)}
                  onBlur={() => basic.blur('name')}
                />
              </Field>
              <Field
                label={ENTERPRISE_FIELD_TEXT.creditCode}
                required={creditCodeEditable}
                validationMessage={basicErrors.creditCode}
                size={size}
              >
                <Input
                  name="creditCode"
                  value={basicValues.creditCode}
                  maxLength={18}
                  readOnly={!creditCodeEditable}
                  appearance={creditCodeEditable ? 'outline' : 'filled-darker'}
                  onChange={(_e, data) => basic.set('creditCode', data.value)}
                  onBlur={() => basic.blur('creditCode')}
                />
              </Field>
              <Field
                label={ENTERPRISE_FIELD_TEXT.legalPerson}
                required
                validationMessage={basicErrors.legalPerson}
                size={size}
              >
                <Input
                  name="legalPerson"
                  value={basicValues.legalPerson}
                  maxLength={32}
                  onChange={(_e, data) => basic.set('legalPerson', data.value)}
                  onBlur={() => basic.blur('legalPerson')}
                />
              </Field>
              <Field label={ENTERPRISE_FIELD_TEXT.group} size={size}>
                <Select
                  value={basicValues.groupId === null ? '' : String(basicValues.groupId)}
                  onChange={(_e, data) => basic.set('groupId', data.value ? Number(data.value) : null)}
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
              value={basicValues.regionCode}
              onChange={(code) => {
                basic.set('regionCode', code);
                basic.setErrors({ ...basicErrors, regionCode: undefined });
              }}
              error={basicErrors.regionCode}
              required
            />
            <Field label={ENTERPRISE_FIELD_TEXT.address} required validationMessage={basicErrors.address} size={size}>
              <Input
                name="address"
                value={basicValues.address}
                maxLength={200}
                onChange={(_e, data) => basic.set('address', data.value)}
                onBlur={() => basic.blur('address')}
              />
            </Field>
          </div>
          <SectionActions
            className={styles.actions}
            size={size}
            dirty={basicDirty}
            saving={basic.saving}
            onReset={() => {
              basic.setValues(initialBasic);
              basic.setErrors({});
            }}
          />
        </form>
      </Card>

      <Card>
        <CardHeader
          header={
            <Text as="h2" weight="semibold" size={400}>
              {ENTERPRISE_INFO_TEXT.contact}
            </Text>
          }
          description={<Caption1 className={styles.muted}>{ENTERPRISE_INFO_TEXT.contactHint}</Caption1>}
        />
        <form className={styles.form} onSubmit={saveContact} noValidate aria-label={ENTERPRISE_INFO_TEXT.contact}>
          <div className={styles.grid}>
            <Field
              label={ENTERPRISE_FIELD_TEXT.contactName}
              required
              validationMessage={contactErrors.contactName}
              size={size}
            >
              <Input
                name="contactName"
                value={contactValues.contactName}
                maxLength={32}
                onChange={(_e, data) => contact.set('contactName', data.value)}
                onBlur={() => contact.blur('contactName')}
              />
            </Field>
            <Field
              label={ENTERPRISE_FIELD_TEXT.contactPhone}
              required
              validationMessage={contactErrors.contactPhone}
              size={size}
            >
              <Input
                name="contactPhone"
                type="tel"
                inputMode="numeric"
                value={contactValues.contactPhone}
                maxLength={11}
                onChange={(_e, data) => contact.set('contactPhone', data.value)}
                onBlur={() => contact.blur('contactPhone')}
              />
            </Field>
            {codeNeeded ? (
              <div className={styles.codeRow}>
                <Field
                  className={styles.grow}
                  label={COMPANY_INFO_TEXT.smsCode}
                  required
                  validationMessage={contactErrors.smsCode}
                  size={size}
                >
                  <Input
                    name="smsCode"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={smsCode}
                    onChange={(_e, data) => {
                      setSmsCode(data.value);
                      if (contactErrors.smsCode) contact.setErrors({ ...contactErrors, smsCode: undefined });
                    }}
                  />
                </Field>
                <SmsCodeButton
                  phone={contactValues.contactPhone}
                  check={phoneError}
                  onInvalid={(message) => contact.setErrors({ ...contactErrors, contactPhone: message })}
                  send={async (to) => (await mainstay.sendVerificationCode(to)).data}
                  onSent={(sent) => notifier.show({ type: 'success', text: REGISTER_TEXT.codeSent(sent.phone) })}
                  size={size === 'small' ? 'medium' : size}
                />
              </div>
            ) : null}
            <Field
              label={ENTERPRISE_FIELD_TEXT.contactEmail}
              validationMessage={contactErrors.contactEmail}
              size={size}
            >
              <Input
                name="contactEmail"
                type="email"
                value={contactValues.contactEmail}
                maxLength={100}
                onChange={(_e, data) => contact.set('contactEmail', data.value)}
                onBlur={() => contact.blur('contactEmail')}
              />
            </Field>
          </div>
          <SectionActions
            className={styles.actions}
            size={size}
            dirty={contactDirty}
            saving={contact.saving}
            onReset={() => {
              contact.setValues(initialContact);
              contact.setErrors({});
              setSmsCode('');
            }}
          />
        </form>
      </Card>

      <Card>
        <CardHeader
          header={
            <Text as="h2" weight="semibold" size={400}>
              {ENTERPRISE_INFO_TEXT.history}
            </Text>
          }
          description={<Caption1 className={styles.muted}>{ENTERPRISE_INFO_TEXT.historyHint}</Caption1>}
        />
        <Table size="small" aria-label={ENTERPRISE_INFO_TEXT.history}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{ENTERPRISE_INFO_TEXT.changedAt}</TableHeaderCell>
              <TableHeaderCell>{ENTERPRISE_INFO_TEXT.changedBy}</TableHeaderCell>
              <TableHeaderCell>{ENTERPRISE_INFO_TEXT.field}</TableHeaderCell>
              <TableHeaderCell>{ENTERPRISE_INFO_TEXT.oldValue}</TableHeaderCell>
              <TableHeaderCell>{ENTERPRISE_INFO_TEXT.newValue}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {history.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5}>{ENTERPRISE_INFO_TEXT.noHistory}</TableCell>
              </TableRow>
            ) : (
              history.rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{formatTime(row.changedAt)}</TableCell>
                  <TableCell>{row.changedBy}</TableCell>
                  <TableCell>{ENTERPRISE_FIELD_TEXT[row.field] ?? row.field}</TableCell>
                  <TableCell className={styles.value}>{row.oldValue || ENTERPRISE_INFO_TEXT.empty}</TableCell>
                  <TableCell className={styles.value}>{row.newValue || ENTERPRISE_INFO_TEXT.empty}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
        <Pager
          total={history.total}
          pageNum={historyQuery.pageNum}
          pageSize={historyQuery.pageSize}
          autoScroll={false}
          onChange={setHistoryQuery}
        />
      </Card>
    </div>
  );
}
