// Small DOM helpers for the two extension pages (no framework: the pages are a handful of nodes).

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<'text' | 'className' | 'ariaLabel' | 'role', string>> = {},
  ...children: Node[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.text !== undefined) node.textContent = props.text;
  if (props.className) node.className = props.className;
  if (props.ariaLabel) node.setAttribute('aria-label', props.ariaLabel);
  if (props.role) node.setAttribute('role', props.role);
  node.append(...children);
  return node;
}

export function mount(...children: Node[]): HTMLElement {
  const root = document.getElementById('app');
  if (!root) throw new Error('missing #app');
  root.replaceChildren(...children);
  return root;
}
