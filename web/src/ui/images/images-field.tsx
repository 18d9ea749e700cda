import { Box, Button, Group, Input, Stack, Text } from '@mantine/core';
import { IconPhoto, IconPhotoPlus } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { imageProblem } from '../../lib/image-problem';
import { loadWhenWanted } from '../../lib/load-when-wanted';
import { PieceFailedToLoad } from '../piece-failed-to-load';
import classes from './images-field.module.css';
import { ZoneLabel } from './zone-label';

// Until the drop zone's code arrives, its place shows what it will say.
const ImageDropZone = loadWhenWanted(async () => (await import('./image-drop-zone')).ImageDropZone, {
  pending: ({ full }) => <ZoneWhileLoading full={full} />,
  failed: () => <PieceFailedToLoad />,
});
// Needed only once an image is chosen.
const ChosenImages = loadWhenWanted(async () => (await import('./image-preview')).ChosenImages);

function ZoneWhileLoading({ full }: { full: boolean }) {
  return (
    <Box className={classes.zoneWhileLoading}>
      <ZoneLabel full={full} icon={<IconPhoto size={32} aria-hidden />} />
    </Box>
  );
}

interface ImagesFieldProps {
  label: string;
  description: string;
  // How many images the field takes, and what it says when more are chosen.
  max: number;
  tooMany: string;
  files: File[];
  onChange: (files: File[]) => void;
  error: ReactNode;
  // Why some of the last files chosen were left out; null when none was.
  onProblem: (problem: string | null) => void;
}

// A key for each chosen file, which neither its name nor its place is: two
// files may share a name, and removing one moves the others.
const fileKeys = new WeakMap<File, number>();
let lastKey = 0;
function keyOf(file: File) {
  let key = fileKeys.get(file);
  if (key === undefined) {
    lastKey += 1;
    key = lastKey;
    fileKeys.set(file, key);
  }
  return key;
}

// The images kept from a drop or a pick: good ones while there is room, and
// the first reason (docs/product.md#files, in the catalogue's words) any other was left out.
function addImages(current: File[], chosen: File[], { max, tooMany }: Pick<ImagesFieldProps, 'max' | 'tooMany'>) {
  const problems = chosen.map(imageProblem).filter((problem) => problem !== null);
  const images = chosen.filter((file) => imageProblem(file) === null);
  const room = max - current.length;
  const problem = problems[0] ?? (images.length > room ? tooMany : null);
  return { files: [...current, ...images.slice(0, Math.max(room, 0))], problem };
}

// docs/product.md#files: images only, each at most 5 MB, several at once,
// each removable (a feedback's attachments, a change's evidence).
export function ImagesField({ label, description, max, tooMany, files, onChange, error, onProblem }: ImagesFieldProps) {
  const id = useId();
  const openPicker = useRef<() => void>(null);
  // 'Add images' opens the picker once the drop zone's code has arrived.
  const [pickerReady, setPickerReady] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const full = files.length >= max;

  // A removed image takes its button away: the focus goes back to 'Add images'
  // once it is enabled again, rather than to the top of the page.
  const focusAddButton = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the files, once the button is re-enabled
  useEffect(() => {
    if (!focusAddButton.current) return;
    focusAddButton.current = false;
    addButton.current?.focus();
  }, [files]);

  const add = (chosen: File[]) => {
    const added = addImages(files, chosen, { max, tooMany });
    onChange(added.files);
    onProblem(added.problem);
  };
  const remove = (index: number) => {
    focusAddButton.current = true;
    onChange(files.filter((_, at) => at !== index));
    onProblem(null);
  };

  return (
    <Input.Wrapper
      id={id}
      labelElement="div"
      label={label}
      description={description}
      error={error}
      // A refused drop changes nothing else on screen: its reason is announced.
      errorProps={{ role: 'alert' }}
    >
      <Stack gap="sm" mt={6} role="group" aria-labelledby={`${id}-label`}>
        <ImageDropZone
          label={label}
          full={full}
          openPicker={openPicker}
          onAdd={add}
          onReady={() => setPickerReady(true)}
        />
        <Group gap="sm">
          <Button
            ref={addButton}
            variant="light"
            leftSection={<IconPhotoPlus size={18} aria-hidden />}
            onClick={() => openPicker.current?.()}
            disabled={full || !pickerReady}
            aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}
          >
            Add images
          </Button>
          <Text size="sm" c="dimmed" aria-live="polite">
            {files.length} of {max} images
          </Text>
        </Group>
        {files.length > 0 && (
          <ChosenImages images={files.map((file) => ({ file, key: keyOf(file) }))} onRemove={remove} />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
