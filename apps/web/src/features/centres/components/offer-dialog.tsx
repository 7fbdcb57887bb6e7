import {
  centreOfferInputSchema,
  type CentreKind,
  type CentreOfferInput,
  type CentreOfferView,
  type CentreServiceView,
} from '@app/domain/centres/schemas'
import { poundsFromText } from '@app/domain/money'
import { inLanguage, issueKey } from '@app/domain/shared'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import { useState, type FormEvent } from 'react'
import { useErrorMessage, useFieldMessage } from '#web/shared/hooks/use-error-message'
import { ApiError } from '#web/shared/lib/api-client'
import { FormDialog } from '#web/shared/ui/form-dialog'
import { useToast } from '#web/shared/ui/toast'
import { useSaveOffer } from '../api/save-offer'
import { useCentresTranslation } from '../hooks/use-centres-translation'
import { MoneyField } from './money-field'

type OfferField = 'price' | 'insurancePrice' | 'homeCollection' | 'homeCollectionPrice'
type Errors = Partial<Record<OfferField, string>>

const poundsText = (piastres: number | null | undefined) =>
  piastres === null || piastres === undefined ? '' : String(piastres / 100)

/**
 * One offer's prices, in pounds as typed, sent as piastres (issue 43 §1): the price, the price with medical insurance
 * or none, and for a lab the extra for collecting the sample at home. The domain's schema checks it before sending;
 * the API's issues come back on the same fields.
 */
export function OfferDialog({
  centreId,
  kind,
  service,
  offer,
  onClose,
}: {
  centreId: string | null
  kind: CentreKind
  service: CentreServiceView
  /** The offer being changed; absent when the service is being added. */
  offer: CentreOfferView | undefined
  onClose: () => void
}) {
  const { t, language } = useCentresTranslation()
  const fieldMessage = useFieldMessage()
  const errorMessage = useErrorMessage()
  const toast = useToast()
  const save = useSaveOffer(centreId)
  const name = inLanguage(language, service.nameAr, service.nameEn)
  const [price, setPrice] = useState(poundsText(offer?.price))
  const [insured, setInsured] = useState(offer ? offer.insurancePrice !== null : false)
  const [insurancePrice, setInsurancePrice] = useState(poundsText(offer?.insurancePrice))
  const [homeCollection, setHomeCollection] = useState(offer?.homeCollection ?? false)
  const [homePrice, setHomePrice] = useState(poundsText(offer?.homeCollectionPrice))
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | null>(null)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const input = {
      price: poundsFromText(price),
      insurancePrice: insured ? poundsFromText(insurancePrice) : null,
      homeCollection: kind === 'lab' && homeCollection,
      homeCollectionPrice: kind === 'lab' && homeCollection ? poundsFromText(homePrice) : null,
    }
    const found: Errors = {}
    // Ticked but left blank is a missing price, not "no insurance" (the schema would read undefined as null).
    if (input.insurancePrice === undefined) found.insurancePrice = 'validation:required'
    const checked = centreOfferInputSchema.safeParse(input)
    if (!checked.success)
      for (const issue of checked.error.issues) found[issue.path[0] as OfferField] ??= issueKey(issue)
    setErrors(found)
    if (!checked.success || Object.keys(found).length > 0) return
    try {
      await save.mutateAsync({ serviceId: service.id, input: checked.data as CentreOfferInput })
      toast(t(offer ? 'offers.saved' : 'offers.added', { name }))
      onClose()
    } catch (error) {
      if (error instanceof ApiError)
        setErrors(Object.fromEntries(error.issues.map((issue) => [issue.path, issue.code])))
      setFailure(errorMessage(error))
    }
  }

  const message = (field: OfferField) => fieldMessage(errors[field])
  return (
    <FormDialog
      title={offer ? t('offers.dialog.editTitle', { name }) : t('offers.dialog.addTitle', { name })}
      error={failure}
      cancelLabel={t('offers.dialog.cancel')}
      submitLabel={save.isPending ? t('offers.dialog.saving') : t('offers.dialog.save')}
      canSubmit={!save.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <MoneyField
        name="price"
        label={t('offers.dialog.price')}
        value={price}
        onChange={setPrice}
        error={message('price')}
        help={t('offers.dialog.priceHelp')}
      />
      <FormControlLabel
        control={<Checkbox checked={insured} onChange={(event) => setInsured(event.target.checked)} />}
        label={t('offers.dialog.acceptsInsurance')}
      />
      {insured ? (
        <MoneyField
          name="insurancePrice"
          label={t('offers.dialog.insurancePrice')}
          value={insurancePrice}
          onChange={setInsurancePrice}
          error={message('insurancePrice')}
        />
      ) : null}
      {kind === 'lab' ? (
        <>
          <FormControlLabel
            control={
              <Checkbox
                checked={homeCollection}
                onChange={(event) => {
                  setHomeCollection(event.target.checked)
                  if (event.target.checked && homePrice === '') setHomePrice('0')
                }}
              />
            }
            label={t('offers.dialog.homeCollection')}
          />
          {homeCollection ? (
            <MoneyField
              name="homeCollectionPrice"
              label={t('offers.dialog.homeCollectionPrice')}
              value={homePrice}
              onChange={setHomePrice}
              error={message('homeCollectionPrice')}
              help={t('offers.dialog.homeCollectionHelp')}
            />
          ) : null}
        </>
      ) : null}
      {errors.homeCollection ? (
        <FormHelperText error role="alert">
          {message('homeCollection')}
        </FormHelperText>
      ) : null}
    </FormDialog>
  )
}
