// SPEC §2 header search over the visible permitted routes: fuzzy on titles and paths; choosing a
// result navigates, or opens a new tab for an http(s) path. Keyboard: arrows, Enter, Escape.
import type { ServerRoute } from '@ent/core/api';
import { SHELL_TEXT } from '@ent/core/messages';
import { createRouteSearch, searchItems } from '@ent/core/routes';
import { Button, Combobox, makeStyles, Option, Tooltip } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useServices } from '../state/servicesContext';
import { useControlSize } from '../state/useShell';

const useStyles = makeStyles({ box: { width: '240px', minWidth: '240px' } });

export function HeaderSearch() {
  const { sessionState } = useServices();
  const { routes } = useSnapshot(sessionState);
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const size = useControlSize();
  const styles = useStyles();
  const search = useMemo(() => createRouteSearch(searchItems((routes ?? []) as ServerRoute[])), [routes]);
  const results = useMemo(() => search(query).slice(0, 20), [search, query]);

  const close = () => {
    setOpen(false);
    setQuery('');
  };

  if (!open) {
    return (
      <Tooltip content={SHELL_TEXT.search} relationship="label">
        <Button
          appearance="subtle"
          size={size}
          icon={<SearchRegular />}
          onClick={() => {
            setOpen(true);
            setTimeout(() => input.current?.focus(), 0);
          }}
        />
      </Tooltip>
    );
  }

  return (
    <Combobox
      ref={input}
      className={styles.box}
      size={size}
      aria-label={SHELL_TEXT.search}
      placeholder={SHELL_TEXT.searchPlaceholder}
      freeform
      value={query}
      open={query.trim().length > 0}
      onChange={(event) => setQuery(event.target.value)}
      onBlur={() => setTimeout(close, 150)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
      onOptionSelect={(_event, data) => {
        const item = results.find((result) => result.path === data.optionValue);
        if (!item) return;
        if (item.external) window.open(item.path, '_blank', 'noopener,noreferrer');
        else navigate(item.path);
        close();
      }}
    >
      {results.length === 0 ? (
        <Option value="" disabled text={SHELL_TEXT.searchEmpty}>
          {SHELL_TEXT.searchEmpty}
        </Option>
      ) : (
        results.map((item) => (
          <Option key={item.path} value={item.path} text={item.title}>
            {item.title}
          </Option>
        ))
      )}
    </Combobox>
  );
}
