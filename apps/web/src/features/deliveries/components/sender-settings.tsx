import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import {
  NP_ERROR,
  deliveriesIssueText,
  senderSettingsRequest,
  type NpAddress,
  type NpContactPerson,
  type NpCounterparty,
  type NpSettlement,
  type NpWarehouse,
  type SenderResponse,
} from '@supplier/contracts/deliveries';
import type { IssueLike } from '@supplier/contracts/messages';
import { Alert, AlertActions, AlertContent, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { formatUaPhone, normalizeUaPhone, PhoneInput } from '@/components/ui/phone-input';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessages } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import { useAddresses } from '../api/get-addresses';
import { useContactPersons } from '../api/get-contact-persons';
import { useCounterparties } from '../api/get-counterparties';
import { useSender } from '../api/get-sender';
import { useWarehouseTypes } from '../api/get-warehouse-types';
import { useWarehouses } from '../api/get-warehouses';
import { deliveriesKeys } from '../api/keys';
import { useSaveSender } from '../api/save-sender';
import { useSettlements } from '../api/search-settlements';
import { apiErrorCode } from '@/lib/form';
import { useDebounced } from '@/lib/use-debounced';
import { DELIVERIES_PATHS } from '../paths';
import { Combobox } from './combobox';
import { NativeSelect } from '@/components/ui/native-select';
import { ErrorState, LoadingRows } from '@/components/ui/page-states';

/** A Ref and the text Nova Poshta shows for it. */
interface Picked {
  ref: string;
  label: string;
}

type Kind = 'warehouse' | 'address';
type Field = 'counterparty_ref' | 'contact_ref' | 'contact_phone' | 'city_ref' | 'warehouse_ref' | 'address_ref';

/** The form's fields as the API names them (its 422 answers use the same names). */
const SENDER_FIELDS: Record<Field, true> = {
  counterparty_ref: true,
  contact_ref: true,
  contact_phone: true,
  city_ref: true,
  warehouse_ref: true,
  address_ref: true,
};

/** Puts the focus on the control of a field (inputs carry the API's field names). */
function focusField(field: string | undefined) {
  if (field) document.querySelector<HTMLElement>(`[data-testid="sender-form"] [name="${field}"]`)?.focus();
}

const byText = (text: string) => {
  const needle = text.trim().toLowerCase();
  return (label: string) => !needle || label.toLowerCase().includes(needle);
};

/** A look-up failed because of the key: the page shows the key state instead (the sender call knows it). */
function useKeyFailureWatch(errors: unknown[]) {
  const queryClient = useQueryClient();
  const keyFailed = errors.some((error) => {
    const code = apiErrorCode(error);
    return code === NP_ERROR.keyMissing || code === NP_ERROR.keyInvalid;
  });
  useEffect(() => {
    if (keyFailed) void queryClient.invalidateQueries({ queryKey: deliveriesKeys.sender() });
  }, [keyFailed, queryClient]);
}

function KeyStateNotice({ sender }: { sender: SenderResponse }) {
  const { t } = useTranslation('deliveries');
  const invalid = sender.state === 'key_invalid';
  return (
    <Alert variant={invalid ? 'destructive' : 'warning'} data-testid="sender-key-state" data-state={sender.state}>
      <KeyRound aria-hidden />
      <AlertContent>
        <AlertTitle>{invalid ? t('sender.keyInvalidTitle') : t('sender.noKeyTitle')}</AlertTitle>
        <AlertDescription>
          {invalid ? t('sender.keyInvalid', { name: sender.key?.name ?? '' }) : t('sender.noKey')}
        </AlertDescription>
      </AlertContent>
      <AlertActions>
        <Button asChild size="sm">
          <Link to={DELIVERIES_PATHS.apis}>{t('panel.keyManager')}</Link>
        </Button>
      </AlertActions>
    </Alert>
  );
}

/** `deliveries/sender`: the sender picked through the default key, or what is missing for it. */
export function SenderSettings() {
  const { t } = useTranslation('deliveries');
  const sender = useSender();
  if (sender.isPending) return <LoadingRows rows={4} className="h-12" />;
  if (sender.isError) return <ErrorState error={sender.error} onRetry={() => void sender.refetch()} />;
  const { state, key } = sender.data;
  if (state === 'no_key' || state === 'key_invalid') return <KeyStateNotice sender={sender.data} />;
  return (
    <div className="grid gap-4">
      {key && (
        <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">
          {t('sender.keyLine', { name: key.name, masked: key.masked_key })}
        </p>
      )}
      {state === 'key_changed' && (
        <Alert variant="warning" data-testid="sender-key-state" data-state={state}>
          <AlertContent>
            <AlertDescription>{t('sender.keyChanged')}</AlertDescription>
          </AlertContent>
        </Alert>
      )}
      <SenderForm key={sender.data.data?.updated_at ?? 'new'} saved={state === 'ready' ? sender.data.data : null} />
    </div>
  );
}

function SenderForm({ saved }: { saved: SenderResponse['data'] }) {
  const { t } = useTranslation('deliveries');
  const save = useSaveSender();

  const [counterparty, setCounterparty] = useState<Picked | null>(
    saved ? { ref: saved.counterparty_ref, label: saved.counterparty_name } : null,
  );
  const [contact, setContact] = useState<Picked | null>(
    saved ? { ref: saved.contact_ref, label: saved.contact_name } : null,
  );
  const [phone, setPhone] = useState(saved ? formatUaPhone(saved.contact_phone) : '');
  const [city, setCity] = useState<Picked | null>(saved ? { ref: saved.city_ref, label: saved.city_name } : null);
  const [kind, setKind] = useState<Kind>(saved?.kind ?? 'warehouse');
  const [typeRef, setTypeRef] = useState('');
  const [warehouse, setWarehouse] = useState<Picked | null>(
    saved?.warehouse_ref ? { ref: saved.warehouse_ref, label: saved.warehouse_name ?? '' } : null,
  );
  const [address, setAddress] = useState<Picked | null>(
    saved?.address_ref ? { ref: saved.address_ref, label: saved.address_text ?? '' } : null,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const [counterpartyText, setCounterpartyText] = useState('');
  const [contactText, setContactText] = useState('');
  const [cityText, setCityText] = useState('');
  const [warehouseText, setWarehouseText] = useState('');
  const [addressText, setAddressText] = useState('');
  const citySearch = useDebounced(cityText.trim(), 350);
  const warehouseSearch = useDebounced(warehouseText.trim(), 300);

  const counterparties = useCounterparties(true);
  const contacts = useContactPersons(counterparty?.ref ?? null);
  const settlements = useSettlements(citySearch);
  const types = useWarehouseTypes(kind === 'warehouse');
  const warehouses = useWarehouses(
    { cityRef: city?.ref ?? '', typeRef, search: warehouseSearch },
    kind === 'warehouse',
  );
  const addresses = useAddresses(counterparty?.ref ?? null, kind === 'address');

  useKeyFailureWatch([counterparties.error, contacts.error, settlements.error, warehouses.error, addresses.error]);
  const failure = (query: { error: unknown; isError: boolean }) =>
    query.isError ? errorMessages(query.error).join(' ') : null;
  const clearError = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  const counterpartyItems = (counterparties.data ?? []).filter((c) => byText(counterpartyText)(c.description));
  const contactItems = (contacts.data ?? []).filter((c) => byText(contactText)(`${c.description} ${c.phone}`));
  const addressItems = (addresses.data ?? []).filter(
    (a) => (!city || !a.city_ref || a.city_ref === city.ref) && byText(addressText)(a.description),
  );
  const warehouseItems = warehouses.data?.data ?? [];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = {
      kind,
      counterparty_ref: counterparty?.ref,
      contact_ref: contact?.ref,
      contact_phone: normalizeUaPhone(phone) ?? phone.trim(),
      city_ref: city?.ref,
      ...(kind === 'warehouse' ? { warehouse_ref: warehouse?.ref } : { address_ref: address?.ref }),
    };
    const parsed = senderSettingsRequest.safeParse(body, { reportInput: true });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      const locale = i18n.language === 'en' ? 'en' : 'uk';
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as Field;
        next[field] ??= deliveriesIssueText(issue as unknown as IssueLike, locale);
      }
      setErrors(next);
      focusField(Object.keys(next)[0]);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (result) => {
        setErrors({});
        toast({ variant: 'successful', description: result.message });
      },
      onError: (error) => {
        const fieldErrors =
          error instanceof ApiError && error.status === 422
            ? ((error.body as { errors?: Record<string, string[]> } | null)?.errors ?? {})
            : {};
        const known = Object.keys(fieldErrors).filter((field): field is Field => field in SENDER_FIELDS);
        if (known.length > 0) {
          setErrors(Object.fromEntries(known.map((field) => [field, fieldErrors[field]!.join(' ')])));
          focusField(known[0]);
        } else {
          toast({ variant: 'destructive', description: errorMessages(error).join('\n') });
        }
      },
    });
  }

  const loadingText = t('sender.loading');
  const emptyText = t('sender.nothingFound');

  return (
    <Card>
      <CardContent>
        <form
          noValidate
          onSubmit={onSubmit}
          aria-busy={save.isPending}
          className="grid gap-5"
          data-testid="sender-form"
        >
          <div className="grid gap-5 md:grid-cols-2">
            <FormField label={t('sender.counterparty')} error={errors.counterparty_ref}>
              {(control) => (
                <Combobox<NpCounterparty>
                  {...control}
                  name="counterparty_ref"
                  items={counterpartyItems}
                  value={counterparty && { key: counterparty.ref, label: counterparty.label }}
                  getKey={(c) => c.ref}
                  getLabel={(c) => c.description}
                  getDescription={(c) => [c.ownership_form, c.edrpou].filter(Boolean).join(' · ')}
                  onSelect={(c) => {
                    if (c.ref !== counterparty?.ref) {
                      setContact(null);
                      setAddress(null);
                    }
                    setCounterparty({ ref: c.ref, label: c.description });
                    clearError('counterparty_ref');
                  }}
                  onInputChange={setCounterpartyText}
                  loading={counterparties.isFetching}
                  error={failure(counterparties)}
                  emptyText={emptyText}
                  loadingText={loadingText}
                  placeholder={t('sender.searchPlaceholder')}
                />
              )}
            </FormField>
            <FormField label={t('sender.contact')} error={errors.contact_ref}>
              {(control) => (
                <Combobox<NpContactPerson>
                  {...control}
                  name="contact_ref"
                  items={contactItems}
                  value={contact && { key: contact.ref, label: contact.label }}
                  getKey={(c) => c.ref}
                  getLabel={(c) => c.description}
                  getDescription={(c) => formatUaPhone(c.phone)}
                  onSelect={(c) => {
                    setContact({ ref: c.ref, label: c.description });
                    if (c.phone) setPhone(formatUaPhone(c.phone));
                    clearError('contact_ref');
                  }}
                  onInputChange={setContactText}
                  loading={contacts.isFetching}
                  error={failure(contacts)}
                  hint={counterparty ? null : t('sender.chooseCounterparty')}
                  emptyText={emptyText}
                  loadingText={loadingText}
                  placeholder={t('sender.searchPlaceholder')}
                />
              )}
            </FormField>
            <FormField label={t('sender.phone')} error={errors.contact_phone}>
              {(control) => (
                <PhoneInput
                  {...control}
                  name="contact_phone"
                  value={phone}
                  onChange={(event) => {
                    setPhone(event.target.value);
                    clearError('contact_phone');
                  }}
                />
              )}
            </FormField>
            <FormField label={t('sender.city')} error={errors.city_ref}>
              {(control) => (
                <Combobox<NpSettlement>
                  {...control}
                  name="city_ref"
                  items={citySearch.length >= 2 ? (settlements.data ?? []) : []}
                  value={city && { key: city.ref, label: city.label }}
                  getKey={(s) => s.city_ref}
                  getLabel={(s) => s.present}
                  onSelect={(s) => {
                    if (s.city_ref !== city?.ref) {
                      setWarehouse(null);
                      setAddress(null);
                    }
                    setCity({ ref: s.city_ref, label: s.present });
                    clearError('city_ref');
                  }}
                  onInputChange={setCityText}
                  loading={settlements.isFetching}
                  error={failure(settlements)}
                  hint={citySearch.length < 2 ? t('sender.cityHint') : null}
                  emptyText={emptyText}
                  loadingText={loadingText}
                  placeholder={t('sender.cityPlaceholder')}
                />
              )}
            </FormField>
          </div>

          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('sender.kind')}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {(['warehouse', 'address'] as const).map((option) => (
                <label key={option} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="sender-kind"
                    value={option}
                    checked={kind === option}
                    onChange={() => setKind(option)}
                    className="size-4 accent-primary"
                  />
                  {option === 'warehouse' ? t('sender.kindWarehouse') : t('sender.kindAddress')}
                </label>
              ))}
            </div>
          </fieldset>

          {kind === 'warehouse' ? (
            <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
              <FormField label={t('sender.warehouseType')}>
                {(control) => (
                  <NativeSelect {...control} value={typeRef} onChange={(event) => setTypeRef(event.target.value)}>
                    <option value="">{t('sender.allTypes')}</option>
                    {(types.data ?? []).map((type) => (
                      <option key={type.ref} value={type.ref}>
                        {type.description}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
              <FormField
                label={t('sender.warehouse')}
                error={errors.warehouse_ref}
                description={
                  warehouses.data && warehouses.data.total > warehouseItems.length
                    ? t('sender.warehousesMore', { shown: warehouseItems.length, total: warehouses.data.total })
                    : undefined
                }
              >
                {(control) => (
                  <Combobox<NpWarehouse>
                    {...control}
                    name="warehouse_ref"
                    items={warehouseItems}
                    value={warehouse && { key: warehouse.ref, label: warehouse.label }}
                    getKey={(w) => w.ref}
                    getLabel={(w) => w.description}
                    onSelect={(w) => {
                      setWarehouse({ ref: w.ref, label: w.description });
                      clearError('warehouse_ref');
                    }}
                    onInputChange={setWarehouseText}
                    loading={warehouses.isFetching}
                    error={failure(warehouses)}
                    hint={city ? null : t('sender.chooseCity')}
                    emptyText={emptyText}
                    loadingText={loadingText}
                    placeholder={t('sender.warehousePlaceholder')}
                  />
                )}
              </FormField>
            </div>
          ) : (
            <FormField label={t('sender.address')} error={errors.address_ref}>
              {(control) => (
                <Combobox<NpAddress>
                  {...control}
                  name="address_ref"
                  items={addressItems}
                  value={address && { key: address.ref, label: address.label }}
                  getKey={(a) => a.ref}
                  getLabel={(a) => a.description}
                  onSelect={(a) => {
                    setAddress({ ref: a.ref, label: a.description });
                    clearError('address_ref');
                  }}
                  onInputChange={setAddressText}
                  loading={addresses.isFetching}
                  error={failure(addresses)}
                  hint={counterparty ? (city ? null : t('sender.chooseCity')) : t('sender.chooseCounterparty')}
                  emptyText={emptyText}
                  loadingText={loadingText}
                  placeholder={t('sender.searchPlaceholder')}
                />
              )}
            </FormField>
          )}

          <div className="flex justify-end">
            <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
              {save.isPending ? t('actions.saving') : t('sender.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
