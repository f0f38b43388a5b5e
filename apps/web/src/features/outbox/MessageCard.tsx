import type { OutboxMessage } from '@console/contract';
import { Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MessageText, codeOf } from './MessageText';

/** The channel of a message as a coloured tag. */
export function ChannelTag({ channel }: { channel: OutboxMessage['channel'] }) {
  const { t } = useTranslation();
  return <Tag color={channel === 'mail' ? 'blue' : 'green'}>{t(`outbox.${channel}`)}</Tag>;
}

/** A message's code apart, so it can be copied; a dash when it has none. */
export function MessageCode({ text }: { text: string }) {
  const code = codeOf(text);
  return code ? (
    <Typography.Text code copyable data-testid="outbox-code">
      {code}
    </Typography.Text>
  ) : (
    '—'
  );
}

/** The subject (e-mail) and the body, links clickable. */
export function MessageBody({ message }: { message: OutboxMessage }) {
  return (
    <>
      {message.subject && (
        <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
          {message.subject}
        </Typography.Text>
      )}
      <MessageText text={message.text} />
    </>
  );
}

/** One message on a phone: the table's columns stacked, so the text keeps the screen's width. */
export function MessageCard({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={6} style={{ width: '100%', minWidth: 0 }} data-testid="outbox-message">
      <Flex align="center" gap={8} wrap>
        <ChannelTag channel={message.channel} />
        <Typography.Text type="secondary">{dayjs(message.createdAt).format('MM-DD HH:mm:ss')}</Typography.Text>
      </Flex>
      <Typography.Text copyable style={{ wordBreak: 'break-all' }}>
        {message.to}
      </Typography.Text>
      <div>
        <Typography.Text type="secondary">{t('outbox.code')}: </Typography.Text>
        <MessageCode text={message.text} />
      </div>
      <MessageBody message={message} />
    </Flex>
  );
}
