// SPEC §2 list pager: total, sizes, prev, pager, next, jumper; scrolls the page to the top over
// 800 ms after a change.
import { WIDGET_TEXT } from '@ent/core/messages';
import { clampPage, PAGE_SIZES, pageCount, pagerItems, SCROLL_TO_TOP_MS, scrollPosition } from '@ent/core/shell';
import { Button, Dropdown, Input, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useControlSize } from '../state/useShell';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    flexWrap: 'wrap',
    padding: '12px 0',
    justifyContent: 'flex-end',
  },
  sizes: { minWidth: '110px' },
  pages: { display: 'flex', gap: '4px', listStyle: 'none', margin: 0, padding: 0 },
  jumper: { display: 'flex', alignItems: 'center', gap: '4px' },
  jumpInput: { width: '56px' },
  more: { minWidth: '32px', color: tokens.colorNeutralForeground3 },
  page: { minWidth: '32px' },
});

function scrollToTop() {
  const from = document.scrollingElement?.scrollTop ?? 0;
  if (from === 0) return;
  const start = performance.now();
  const step = (now: number) => {
    const elapsed = now - start;
    const top = scrollPosition(from, elapsed);
    document.scrollingElement?.scrollTo({ top });
    if (elapsed < SCROLL_TO_TOP_MS) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export interface PagerProps {
  total: number;
  pageNum: number;
  pageSize: number;
  onChange: (page: { pageNum: number; pageSize: number }) => void;
  /** Scroll the page back up after a change (SPEC: on, 800 ms). */
  autoScroll?: boolean;
}

export function Pager({ total, pageNum, pageSize, onChange, autoScroll = true }: PagerProps) {
  const styles = useStyles();
  const size = useControlSize();
  const [jump, setJump] = useState('');
  const pages = pageCount(total, pageSize);
  const change = (next: { pageNum: number; pageSize: number }) => {
    onChange(next);
    if (autoScroll) scrollToTop();
  };
  const go = (page: number) => change({ pageNum: clampPage(page, total, pageSize), pageSize });

  if (total <= 0) return null;
  return (
    <nav className={styles.pager} aria-label={WIDGET_TEXT.pager}>
      <Text>{WIDGET_TEXT.total(total)}</Text>
      <Dropdown
        className={styles.sizes}
        size={size}
        aria-label={WIDGET_TEXT.pageSizeLabel}
        value={WIDGET_TEXT.pageSize(pageSize)}
        selectedOptions={[String(pageSize)]}
        onOptionSelect={(_event, data) => {
          const nextSize = Number(data.optionValue);
          // Element keeps the first row in view: the page becomes the one holding it.
          change({
            pageNum: clampPage(Math.floor(((pageNum - 1) * pageSize) / nextSize) + 1, total, nextSize),
            pageSize: nextSize,
          });
        }}
      >
        {PAGE_SIZES.map((option) => (
          <Option key={option} value={String(option)}>
            {WIDGET_TEXT.pageSize(option)}
          </Option>
        ))}
      </Dropdown>
      <Button
        size={size}
        icon={<ChevronLeftRegular />}
        aria-label={WIDGET_TEXT.previousPage}
        disabled={pageNum <= 1}
        onClick={() => go(pageNum - 1)}
      />
      <ul className={styles.pages}>
        {pagerItems(pageNum, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                className={styles.page}
                size={size}
                appearance={item === pageNum ? 'primary' : 'subtle'}
                aria-label={WIDGET_TEXT.page(item)}
                aria-current={item === pageNum ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item}>
              <Button
                size={size}
                appearance="subtle"
                className={styles.more}
                aria-label={item === 'prev-more' ? WIDGET_TEXT.previousPage : WIDGET_TEXT.nextPage}
                onClick={() => go(item === 'prev-more' ? pageNum - 5 : pageNum + 5)}
              >
                …
              </Button>
            </li>
          ),
        )}
      </ul>
      <Button
        size={size}
        icon={<ChevronRightRegular />}
        aria-label={WIDGET_TEXT.nextPage}
        disabled={pageNum >= pages}
        onClick={() => go(pageNum + 1)}
      />
      <span className={styles.jumper}>
        <Text>{WIDGET_TEXT.goTo}</Text>
        <Input
          className={styles.jumpInput}
          size={size}
          aria-label={WIDGET_TEXT.jumpLabel}
          inputMode="numeric"
          value={jump}
          onChange={(_event, data) => setJump(data.value.replace(/\D/g, ''))}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && jump) {
              go(Number(jump));
              setJump('');
            }
          }}
          onBlur={() => {
            if (jump) go(Number(jump));
            setJump('');
          }}
        />
        <Text>{WIDGET_TEXT.pageUnit}</Text>
      </span>
    </nav>
  );
}
