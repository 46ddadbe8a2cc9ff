import type { IApi } from '@svar-ui/react-gantt';
import { useEffect } from 'react';
import type { TLinkType } from './to-svar';

/** An id as SVAR writes it in `data-id` and `data-link-id`: string ids with a leading colon. */
export function svarId(raw: string | null): string | null {
  if (raw === null) return null;
  return raw.startsWith(':') ? raw.slice(1) : raw;
}

const barId = (bar: Element) => svarId(bar.getAttribute('data-id'));

/** SVAR's link type for a line from one end of a bar to one end of another. */
export function linkType(fromStart: boolean, toStart: boolean): TLinkType {
  return `${fromStart ? 's' : 'e'}2${toStart ? 's' : 'e'}` as TLinkType;
}

/** Which end of a bar a point over it names: its link handle if it is over one, else the nearer half. */
function endAt(bar: Element, target: Element, clientX: number): boolean {
  const handle = target.closest('.wx-link');
  if (handle) return handle.classList.contains('wx-left');
  const box = bar.getBoundingClientRect();
  return clientX < box.left + box.width / 2;
}

const SVG = 'http://www.w3.org/2000/svg';

/**
 * Links drawn by dragging: press on a bar's link handle (the circles at its ends), drag onto another bar and release
 * over the end it should join. SVAR itself links by two clicks on the handles, which still works; this adds the drag,
 * and keeps SVAR from taking a press on a handle as the start of moving the bar.
 */
export function useLinkDrag(root: HTMLElement | null, api: IApi | null, enabled: boolean): void {
  useEffect(() => {
    if (!root || !api || !enabled) return undefined;
    let line: SVGSVGElement | null = null;
    let drag: { source: string; fromStart: boolean; x: number; y: number; moved: boolean } | null = null;

    const rubberBand = (x: number, y: number) => {
      if (!drag) return;
      if (!line) {
        line = document.createElementNS(SVG, 'svg');
        line.setAttribute('class', 'qg-link-rubber');
        line.appendChild(document.createElementNS(SVG, 'line'));
        document.body.appendChild(line);
      }
      const segment = line.firstElementChild;
      segment?.setAttribute('x1', String(drag.x));
      segment?.setAttribute('y1', String(drag.y));
      segment?.setAttribute('x2', String(x));
      segment?.setAttribute('y2', String(y));
    };

    const stop = () => {
      window.removeEventListener('mousemove', onMove);
      window.removeEventListener('mouseup', onUp, true);
      root.classList.remove('qg-linking');
      line?.remove();
      line = null;
      drag = null;
    };

    const onMove = (event: MouseEvent) => {
      if (!drag) return;
      if (!drag.moved && Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < 6) return;
      drag.moved = true;
      root.classList.add('qg-linking');
      rubberBand(event.clientX, event.clientY);
    };

    // The click that follows a drop would reach SVAR on some element of the chart: it is swallowed once.
    const swallowClick = (event: MouseEvent) => {
      event.stopPropagation();
      window.removeEventListener('click', swallowClick, true);
    };

    const onUp = (event: MouseEvent) => {
      const current = drag;
      stop();
      if (!current?.moved) return;
      window.addEventListener('click', swallowClick, true);
      setTimeout(() => window.removeEventListener('click', swallowClick, true), 0);
      const target = document.elementFromPoint(event.clientX, event.clientY);
      const bar = target?.closest('.wx-bar[data-id]');
      const id = bar ? barId(bar) : null;
      if (!bar || !target || !id || id === current.source) return;
      void api.exec('add-link', { link: { source: current.source, target: id, type: linkType(current.fromStart, endAt(bar, target, event.clientX)) } });
    };

    const onDown = (event: MouseEvent) => {
      if (event.button !== 0 || !(event.target instanceof Element)) return;
      const handle = event.target.closest('.wx-link');
      const bar = handle?.closest('.wx-bar[data-id]');
      const source = bar ? barId(bar) : null;
      if (!handle || !source) return;
      // Not SVAR's: a press on a handle would otherwise start moving the bar.
      event.stopPropagation();
      drag = { source, fromStart: handle.classList.contains('wx-left'), x: event.clientX, y: event.clientY, moved: false };
      window.addEventListener('mousemove', onMove);
      window.addEventListener('mouseup', onUp, true);
    };

    root.addEventListener('mousedown', onDown, true);
    return () => {
      root.removeEventListener('mousedown', onDown, true);
      stop();
    };
  }, [root, api, enabled]);
}
