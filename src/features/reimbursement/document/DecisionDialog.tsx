// 通过 (审批意见 optional) and 驳回 (理由 required): one small dialog on useModalForm, so a reject
// without a reason is refused with a clear message and nothing is queued.
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useModalForm } from '../../../ui/forms/use-modal-form';

export type Decision = 'approve' | 'reject';

interface Values {
  text: string;
}

export interface DecisionDialogProps {
  decision: Decision | null;
  onClose(): void;
  /** Queues the decision with the text (审批意见 or 驳回理由). */
  onDecide(decision: Decision, text: string): Promise<void>;
}

const words = {
  approve: { title: '审批通过', label: '审批意见', placeholder: '可不填', button: '通过' },
  reject: { title: '驳回', label: '驳回理由', placeholder: '必填：说明驳回的原因', button: '驳回' },
} as const;

export function DecisionDialog({ decision, onClose, onDecide }: DecisionDialogProps) {
  const kind = decision ?? 'approve';
  const form = useModalForm<Values>({
    id: 'claim-decision',
    opened: decision !== null,
    initial: () => ({ text: '' }),
    validate: (v) => {
      if (kind === 'reject' && v.text.trim() === '') return '请填写驳回理由';
      if (v.text.trim().length > 200) return `${words[kind].label}不能超过 200 个字符`;
      return null;
    },
    submit: (v) => onDecide(kind, v.text.trim()),
    onClose,
  });
  const w = words[kind];
  return (
    <Modal
      opened={decision !== null}
      onClose={onClose}
      title={w.title}
      size={420}
      closeOnClickOutside={false}
    >
      <form onSubmit={form.onSubmit}>
        <Stack gap="sm">
          <Textarea
            label={w.label}
            withAsterisk={kind === 'reject'}
            placeholder={w.placeholder}
            rows={3}
            maxLength={200}
            value={form.values.text}
            onChange={(e) => form.set('text', e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" size="xs" color={kind === 'reject' ? 'red' : 'teal'} loading={form.busy}>
              {w.button}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
