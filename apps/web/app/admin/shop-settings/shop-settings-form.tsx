import { type ShopSettingsAdminView, type ShopSettingsBody, SOCIAL_NETWORKS } from '@vernissage/contract';
import { useState } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { uploadedOn } from '../hero-media/use-hero-media.ts';
import { ReauthDialog } from '../payment-details/reauth-dialog.tsx';
import { ReauthRequired } from '../payment-details/use-reauthenticate.ts';
import { primaryButton } from '../ui/buttons.ts';
import { FormError, SelectField, SwitchField, TextField } from '../ui/fields.tsx';
import { FormSection } from '../ui/form-section.tsx';
import { SingleImageField } from '../ui/single-image-field.tsx';
import { SaleCostsSection } from './sale-costs-section.tsx';
import { type ShopFormValues, shopFormErrors, shopFormInput, shopFormResolver, shopFormValues } from './shop-form.ts';
import { SettingsRefused, useSaveShopSettings } from './use-shop-settings.ts';

/** Everything the shop says about itself: identity, contact, links and its return, shipping and storage terms. */
export function ShopSettingsForm({ view }: { view: ShopSettingsAdminView }) {
  const save = useSaveShopSettings();
  const form = useForm<ShopFormValues, unknown, ShopSettingsBody>({
    resolver: shopFormResolver,
    defaultValues: shopFormValues(view.settings),
  });
  const { register, handleSubmit, watch, setValue, setError, getValues, formState } = form;
  const e = formState.errors;
  const [uploading, setUploading] = useState(false);
  // A save refused for want of a recent sign-in waits here while the owner confirms the password.
  const [waiting, setWaiting] = useState<ShopSettingsBody | null>(null);
  // The server's field messages land where the schema's would: each rate on its cell, each tax on its row.
  const showRefusal = (details: Record<string, string>) => {
    const fields = shopFormErrors(Object.entries(details), shopFormInput(getValues()).fieldOf);
    let first = true;
    for (const [field, message] of Object.entries(fields)) {
      setError(field as Path<ShopFormValues>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
  };
  const saveBody = (body: ShopSettingsBody) =>
    save.mutate(body, {
      onError: (error) => {
        if (error instanceof ReauthRequired) setWaiting(body);
        else if (error instanceof SettingsRefused) showRefusal(error.details);
      },
    });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(saveBody)} className="max-w-5xl">
        <p className="mb-6 text-[0.875rem] text-muted">
          {view.updatedAt
            ? `Last saved ${uploadedOn(view.updatedAt)} by ${view.updatedBy}. Changes show at once on every page, invoice and e-mail.`
            : 'These are the defaults. Replace them with your gallery’s own details and save.'}
        </p>
        <FormSection title="Gallery" text="The name and logo in the header, footer, invoices and e-mails.">
          <TextField
            label="Gallery name"
            {...register('shopName')}
            error={e.shopName?.message}
            autoComplete="organization"
          />
          <TextField
            label="Sender name of e-mails (optional)"
            {...register('mailSenderName')}
            error={e.mailSenderName?.message}
            hint="Shown as the sender of every e-mail. Empty: the gallery name."
          />
          {/* The logo is re-encoded by the image pipeline like every upload; without one the name shows. */}
          <SingleImageField
            legend="Logo (optional)"
            value={watch('logo')}
            alt={`Logo of ${watch('shopName')}`}
            look="wide"
            emptyText="Name shown"
            removeLabel="Remove logo"
            uploadLabel="Upload logo"
            replaceLabel="Replace logo"
            className="sm:col-span-2"
            onChange={(url) => setValue('logo', url, { shouldDirty: true })}
            onBusyChange={setUploading}
          />
          {e.logo?.message && <FormError message={e.logo.message} />}
        </FormSection>
        <FormSection title="Contact" text="How collectors reach the gallery; shown in the footer and on legal pages.">
          <TextField
            label="Contact email"
            type="email"
            {...register('contactEmail')}
            error={e.contactEmail?.message}
            hint="Contact-form messages are sent here."
          />
          <TextField label="Phone (optional)" type="tel" {...register('phone')} error={e.phone?.message} />
          <TextField
            label="Street address"
            {...register('address.line1')}
            error={e.address?.line1?.message}
            className="sm:col-span-2"
          />
          <TextField label="City" {...register('address.city')} error={e.address?.city?.message} />
          <TextField label="State or region" {...register('address.region')} error={e.address?.region?.message} />
          <TextField label="Postal code" {...register('address.postalCode')} error={e.address?.postalCode?.message} />
          <TextField
            label="Country"
            {...register('address.country')}
            error={e.address?.country?.message}
            hint="Deliveries here count as domestic."
          />
        </FormSection>
        <FormSection
          title="Social links"
          text="Each link that is set shows in the footer. Leave a field empty to hide it."
        >
          {SOCIAL_NETWORKS.map(({ key, label }) => (
            <TextField
              key={key}
              label={key === 'website' ? 'Other link' : label}
              type="url"
              placeholder="https://"
              {...register(`social.${key}`)}
              error={e.social?.[key]?.message}
            />
          ))}
        </FormSection>
        <FormSection title="Returns" text="Every mention of returns (artwork pages, the terms, e-mails) uses these.">
          <TextField
            label="Returns window (days)"
            type="number"
            min={0}
            max={365}
            step={1}
            {...register('returnPolicy.days')}
            error={e.returnPolicy?.days?.message}
            hint="Days from delivery for a full refund; 0 for no returns."
          />
          <SelectField
            label="Return shipping paid by"
            {...register('returnPolicy.returnShippingPaidBy')}
            error={e.returnPolicy?.returnShippingPaidBy?.message}
          >
            <option value="customer">The customer</option>
            <option value="shop">The gallery</option>
          </SelectField>
          <TextField
            label="Refund time (business days)"
            {...register('returnPolicy.refundBusinessDays')}
            error={e.returnPolicy?.refundBusinessDays?.message}
            hint="After inspection, such as 5-7."
          />
        </FormSection>
        <FormSection title="Shipping times" text="Checkout and invoices promise these, by the buyer’s region.">
          <TextField
            label="Processing (business days)"
            {...register('shippingPolicy.processingBusinessDays')}
            error={e.shippingPolicy?.processingBusinessDays?.message}
            hint="After payment is confirmed, such as 1-3."
          />
          <TextField
            label="Domestic delivery (business days)"
            {...register('shippingPolicy.domesticBusinessDays')}
            error={e.shippingPolicy?.domesticBusinessDays?.message}
            hint="Within the gallery’s country, such as 5-10."
          />
          <TextField
            label="International delivery (weeks, at most)"
            type="number"
            min={1}
            max={52}
            step={1}
            {...register('shippingPolicy.internationalWeeks')}
            error={e.shippingPolicy?.internationalWeeks?.message}
          />
        </FormSection>
        <SaleCostsSection savedCurrency={view.settings.currency} />
        <FormSection title="Storage" text="For works a collector keeps in the gallery’s storage.">
          <TextField
            label="Where works are located"
            {...register('storage.country')}
            error={e.storage?.country?.message}
            hint="The country of the storage facility."
          />
          <TextField
            label={`Storage fee per month (${watch('currency')})`}
            type="number"
            min={0}
            step="0.01"
            {...register('storage.monthlyFee')}
            error={e.storage?.monthlyFee?.message}
            hint="Fixed on each order when it is paid."
          />
          <SwitchField
            label="First month free"
            hint="Billing starts with the second month. Fixed on each order when it is paid."
            {...register('storage.firstMonthFree')}
            className="sm:col-span-2"
          />
        </FormSection>
        <FormSection title="Artists" text="What the gallery keeps of each sale; the rest is the artist's share.">
          <TextField
            label="Default commission (%)"
            inputMode="decimal"
            autoComplete="off"
            {...register('defaultCommissionRate')}
            error={e.defaultCommissionRate?.message}
            hint="A new artist starts with this rate; each artist's own rate is set in the Artists tab."
          />
        </FormSection>
        <FormSection title="Messages" text="Contact-form messages always arrive in the Messages tab.">
          <SwitchField
            label="Email each new message"
            hint="Also send each contact-form message to the contact email."
            {...register('messageNotifications')}
            className="sm:col-span-2"
          />
        </FormSection>
        <div className="flex flex-col gap-3 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <FormError message={save.error instanceof ReauthRequired ? null : save.error?.message} />
          <button type="submit" disabled={save.isPending || uploading} className={`${primaryButton} sm:ml-auto`}>
            {save.isPending ? 'Saving...' : 'Save Shop Details'}
          </button>
        </div>
        <ReauthDialog
          open={waiting !== null}
          change="Changing the shop settings"
          onOpenChange={(open) => !open && setWaiting(null)}
          onConfirmed={() => waiting && saveBody(waiting)}
        />
      </form>
    </FormProvider>
  );
}
