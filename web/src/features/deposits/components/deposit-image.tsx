import { useQueryClient } from '@tanstack/react-query';
import { ImageUpload } from '@/components/ui/image-upload';
import { removeDepositImage, uploadDepositImage, type DepositDetail } from '../api/deposits';
import { depositKeys } from '../api/query-keys';

/** Where a deposit image is served (only to its host and admins: read with the token). */
const imageAddress = (name: string | null): string | null => (name ? `/v1/deposit/image/${name}` : null);

/**
 * The deposit slip's picture (product §3.5: jpg, png or gif up to 1 MB) with the site's
 * image picker: the upload puts it on the saved deposit at once, so a new deposit is saved
 * first. SPEC's DELETE /v1/table/image removes it.
 */
export function DepositImage({ deposit }: { readonly deposit: DepositDetail | null }) {
  const queryClient = useQueryClient();
  return (
    <ImageUpload
      label="Deposit Image"
      path={imageAddress(deposit?.depositImage ?? null)}
      upload={(file, options) => {
        if (!deposit) throw new Error('Save the deposit first.');
        return uploadDepositImage(deposit.depositID, file, options);
      }}
      remove={removeDepositImage}
      privateImage
      alt={deposit ? `Deposit slip of ${deposit.title}` : 'Deposit slip'}
      disabled={!deposit}
      disabledHint="Save the deposit first, then add a picture of its slip."
      onChange={() => void queryClient.invalidateQueries({ queryKey: depositKeys.all })}
    />
  );
}
