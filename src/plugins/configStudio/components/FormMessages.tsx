import { Box } from '@chakra-ui/react';
import { CodeText } from './CodeText';
import { useT, type Translate } from '@kernel';
import type { FormMessage } from '../model/formPreview';

/**
 * Every message the previewed form may show, by field and why (its title, or the rule that fails), in the form's
 * language: a missing translation shows as its id.
 */
export function FormMessages({ t, messages }: { t: Translate; messages: readonly FormMessage[] }) {
  // Inside the preview's language provider: the form's own words in the picked language.
  const formT = useT();
  return (
    <Box as="details" mt="3">
      <Box as="summary" cursor="pointer" minH="6" fontWeight="semibold">{t('configStudio.form_messages', { count: messages.length })}</Box>
      <Box as="ul" ps="5" m="0" mt="2" data-testid="form-messages">
        {messages.map((m) => (
          <li key={`${m.field} ${m.role}`}>
            <CodeText>{m.field}</CodeText> <CodeText>{m.role}</CodeText>: {formT(m.id, m.values)}
          </li>
        ))}
      </Box>
    </Box>
  );
}
