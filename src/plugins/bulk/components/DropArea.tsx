import { chakra, Text } from '@chakra-ui/react';
import { useId, useState, type DragEvent } from 'react';
import { useT } from '@kernel';
import { Icon } from '@ui';

/** The file drop area: one csv, xlsx or xls file, dropped or chosen (the whole area is the file input's label). */
export function DropArea({ onFile, disabled }: { onFile: (file: File) => void; disabled: boolean }) {
  const t = useT();
  const id = useId();
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <chakra.label
      htmlFor={id}
      display="block"
      position="relative"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={over ? 'brand.600' : 'border.emphasized'}
      bg={over ? 'brand.50' : undefined}
      rounded="lg"
      p={{ base: '6', md: '10' }}
      textAlign="center"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      _focusWithin={{ outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
      onDragOver={(e: DragEvent) => { e.preventDefault(); setOver(true); }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="bulk-drop-area"
    >
      <Icon name="upload" />
      <Text fontWeight="semibold" mt="2">{t('bulk.drop_here')}</Text>
      <Text color="fg.muted" fontSize="sm">{t('bulk.drop_formats')}</Text>
      <input
        id={id}
        type="file"
        accept=".csv,.xlsx,.xls,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
        disabled={disabled}
        data-testid="bulk-file-input"
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </chakra.label>
  );
}
