import { FileInput, Input, SimpleGrid } from '@mantine/core';
import { acceptedImageTypes, type KycDocumentType, kycDocumentTypes, optionLabel } from '@srm/contract';
import { IconId } from '@tabler/icons-react';
import { imageProblem } from '../../../lib/image-problem';

export type KycFiles = Partial<Record<KycDocumentType, File>>;

interface KycDocumentsFieldProps {
  files: KycFiles;
  onChange: (files: KycFiles) => void;
  problems: Partial<Record<KycDocumentType, string>>;
  onProblem: (type: KycDocumentType, problem: string | null) => void;
}

// A digital customer's KYC documents (BVN, NIN, ID type,
// utility bill), one image each (docs/product.md#files).
export function KycDocumentsField({ files, onChange, problems, onProblem }: KycDocumentsFieldProps) {
  return (
    <Input.Wrapper
      label="KYC documents"
      description="Optional. One image of each, PNG, JPEG, WebP or GIF, at most 5 MB."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
        {kycDocumentTypes.map((type) => (
          <FileInput
            key={type}
            label={optionLabel(type)}
            placeholder="Choose an image"
            accept={acceptedImageTypes.join(',')}
            leftSection={<IconId size={16} aria-hidden />}
            clearable
            fileInputProps={{ 'aria-label': `${optionLabel(type)} image` }}
            // Found by the form's getInputNode when the server refuses the file (stakeholder-wizard.tsx).
            data-path={`kyc_${type}`}
            value={files[type] ?? null}
            error={problems[type]}
            onChange={(file) => {
              const problem = file ? imageProblem(file) : null;
              onProblem(type, problem);
              onChange({ ...files, [type]: problem ? undefined : (file ?? undefined) });
            }}
          />
        ))}
      </SimpleGrid>
    </Input.Wrapper>
  );
}
