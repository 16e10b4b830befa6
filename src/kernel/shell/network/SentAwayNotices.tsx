import { Alert, CloseButton } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useT, type Translate } from '../../i18n/intl';
import { RouteLink } from '../../routing/links';
import { routeOpenIn } from '../../routing/useRouteOpen';
import { noteSentAway, sentAway, type NoticeText } from '../../offline/sentAway';
import { usePortal } from '../../usePortal';

function say(t: Translate, text: NoticeText): string {
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(text.values ?? {})) values[k] = typeof v === 'object' ? say(t, v) : v;
  return t(text.messageId, values);
}

/**
 * What the senders did while the operator was elsewhere, one notice a queue, until closed or until a page showing
 * that work opens (that page then says it itself).
 */
export default function SentAwayNotices({ routeId }: { routeId: string | undefined }) {
  const t = useT();
  const portal = usePortal();
  const { bySource } = useSnapshot(sentAway);
  const here = Object.entries(bySource).filter(([, n]) => routeId !== undefined && n.routeIds.includes(routeId)).map(([s]) => s);
  useEffect(() => { here.forEach((source) => noteSentAway(source, null)); });
  return (
    <>
      {Object.entries(bySource).filter(([source]) => !here.includes(source)).map(([source, notice]) => {
        const [title, ...rest] = notice.lines;
        const to = notice.routeIds.find((id) => routeOpenIn(id, portal));
        return (
          <Alert.Root key={source} status={notice.status} borderRadius="0" role="status" data-testid="sent-away" data-source={source}>
            <Alert.Indicator />
            <Alert.Content minW="0">
              {title && <Alert.Title>{say(t, title)}</Alert.Title>}
              {rest.map((line, i) => <Alert.Description key={i} wordBreak="break-word">{say(t, line)}</Alert.Description>)}
              {to && notice.link && (
                <RouteLink to={to} style={{ textDecoration: 'underline', display: 'inline-block', minHeight: '24px' }}>{say(t, notice.link)}</RouteLink>
              )}
            </Alert.Content>
            <CloseButton size="sm" aria-label={t('close')} onClick={() => noteSentAway(source, null)} />
          </Alert.Root>
        );
      })}
    </>
  );
}
