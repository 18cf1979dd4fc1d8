/**
 * The size link previews show, 1.91:1. Every share card is drawn at it: the brand cards by
 * `npm run cards`, the picture cards by the `?png=1200x630` query in cards.ts.
 */
export const CARD_SIZE = { width: 1200, height: 630 } as const;
