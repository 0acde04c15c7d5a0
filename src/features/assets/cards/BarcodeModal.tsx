// 查看条码: the card's label (资产标签) with its 资产编号 as a Code 128 barcode (domain NOTES §1.8:
// the code is the 资产编号; the label also shows 单位, 名称, 规格型号, 使用部门, 使用人, 取得日期),
// drawn by JsBarcode (loaded with this dialog) and printed through the browser.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { printInBrowser } from '../../../ui/print-in-browser';
import { useSession } from '../../../ui/services';
import classes from './barcode.module.css';
import type { CardRow } from './queued-cards';

interface LabelProps {
  card: CardRow;
  unit: string;
  /** The barcode's SVG markup, drawn once. */
  svg: string;
}

function Label({ card, unit, svg }: LabelProps) {
  const facts: [string, string][] = [
    ['资产编号', card.assetCode],
    ['资产名称', card.name],
    ['规格型号', [card.spec, card.model].filter(Boolean).join(' ')],
    ['使用部门', card.useDepartmentName],
    ['使用人', card.custodian],
    ['取得日期', card.acquireDate],
  ];
  return (
    <div className={classes.label} data-testid="asset-label">
      <div className={classes.unit}>{unit} 固定资产标签</div>
      <dl className={classes.facts}>
        {facts.map(([k, v]) => (
          <FactRow key={k} label={k} value={v} />
        ))}
      </dl>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG JsBarcode drew from the asset code */}
      <div className={classes.code} dangerouslySetInnerHTML={{ __html: svg }} />
    </div>
  );
}

function FactRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}：</dt>
      <dd>{value || '—'}</dd>
    </>
  );
}

/** The Code 128 SVG of `code` as markup (JsBarcode draws into a detached element). */
async function barcodeSvg(code: string): Promise<string> {
  const { default: JsBarcode } = await import('jsbarcode');
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  JsBarcode(svg, code, {
    format: 'CODE128',
    displayValue: true,
    fontSize: 14,
    height: 50,
    margin: 0,
    width: 1.6,
  });
  svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
  svg.setAttribute('data-code', code);
  return svg.outerHTML;
}

export function BarcodeModal({ card, onClose }: { card: CardRow | null; onClose(): void }) {
  const session = useSession();
  const unit = session?.ztName || session?.jc || '';
  const [svg, setSvg] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const code = card?.assetCode ?? '';
  const drawn = useRef('');
  useEffect(() => {
    if (!code || drawn.current === code) return;
    drawn.current = code;
    setSvg(null);
    setProblem(null);
    barcodeSvg(code).then(setSvg, () => setProblem('资产编号不能生成条码'));
  }, [code]);

  const print = () => {
    if (!card || !svg) return;
    printInBrowser({
      rootId: 'asset-label-root',
      bodyClass: 'asset-label-printing',
      page: 'size: 70mm 40mm; margin: 0;',
      content: <Label card={card} unit={unit} svg={svg} />,
    });
  };

  return (
    <Modal opened={card !== null} onClose={onClose} size="auto" title={<Text fw={600}>资产条码</Text>}>
      {card && (
        <Stack gap="sm" align="center">
          {!card.assetCode && <Text size="sm">卡片同步到服务器后才有资产编号，之后可打印条码。</Text>}
          {problem && (
            <Text c="red" size="sm">
              {problem}
            </Text>
          )}
          {svg ? (
            <Label card={card} unit={unit} svg={svg} />
          ) : (
            card.assetCode && <Text size="sm">正在生成条码…</Text>
          )}
          <Group justify="flex-end" w="100%" gap="xs">
            <Button size="xs" variant="default" onClick={onClose}>
              关闭
            </Button>
            <Button size="xs" disabled={!svg} onClick={print}>
              打印标签
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
