import { Dropzone } from '@mantine/dropzone';
import { acceptedImageTypes } from '@srm/contract';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { type RefObject, useEffect } from 'react';
import { ZoneLabel } from './zone-label';

interface ImageDropZoneProps {
  label: string;
  full: boolean;
  openPicker: RefObject<(() => void) | null>;
  onAdd: (chosen: File[]) => void;
  // Told once the zone is there, so 'Add images' can open its picker.
  onReady: () => void;
}

// The drop zone, with react-dropzone behind it: loaded once the form is drawn
// (images-field.tsx), as nobody drops a file the moment a page opens.
export function ImageDropZone({ label, full, openPicker, onAdd, onReady }: ImageDropZoneProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the zone first appears
  useEffect(() => onReady(), []);
  return (
    <Dropzone
      openRef={openPicker}
      // Every drop, good or not, goes through onDropAny so each refusal
      // gets the catalogue's message instead of react-dropzone's.
      onDrop={() => undefined}
      onDropAny={(accepted, rejections) => onAdd([...accepted, ...rejections.map(({ file }) => file)])}
      accept={[...acceptedImageTypes]}
      // Keyboard users have the 'Add images' button, so the zone is not a second stop.
      activateOnKeyboard={false}
      disabled={full}
      inputProps={{ 'aria-label': label }}
      p="md"
    >
      <ZoneLabel
        full={full}
        icon={
          <>
            <Dropzone.Accept>
              <IconUpload size={32} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={32} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={32} aria-hidden />
            </Dropzone.Idle>
          </>
        }
      />
    </Dropzone>
  );
}
