import { Input, Text } from '@chakra-ui/react';
import { memo, useState } from 'react';

export interface CellInputProps {
  line: number;
  column: string;
  value: string;
  label: string;
  problem: string | null;
  readOnly: boolean;
  onCommit: (line: number, column: string, value: string) => void;
}

/**
 * One cell of the review table, editable in place: the typing stays in the input and is written to the upload on
 * blur or Enter, so a key does not redraw the table. Its problem sits under it, tied to it for screen readers.
 */
export const CellInput = memo(function CellInput({ line, column, value, label, problem, readOnly, onCommit }: CellInputProps) {
  const [text, setText] = useState(value);
  // The upload's value is followed when it changes, during render: an effect ran after the first paint and could put
  // the first value back over what the operator had already cleared or typed in a cell just drawn.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const errorId = `bulk-${line}-${column}-error`;
  const commit = () => { if (text !== value) onCommit(line, column, text); };
  return (
    <>
      <Input
        size="sm"
        minW="28"
        value={text}
        readOnly={readOnly}
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        borderColor={problem ? 'red.600' : undefined}
        data-testid={`cell-${line}-${column}`}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => { if (e.key === 'Enter') commit(); }}
      />
      {problem && <Text id={errorId} color="red.700" fontSize="xs" mt="1" maxW="48" data-testid={`problem-${line}-${column}`}>{problem}</Text>}
    </>
  );
});
