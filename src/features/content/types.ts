/**
 * Typed shapes of the information pages' content. Long Spanish texts live as
 * data in `./data/*.ts` and are rendered by the few generic components in
 * `./components/`.
 */
import type { LinkProps } from '@tanstack/react-router';

/** A piece of inline text: plain, emphasised, or a link of some kind. */
export type Inline =
  | string
  | { readonly kind: 'strong'; readonly text: string }
  | {
      readonly kind: 'link';
      readonly text: string;
      /** One of the app's routes (the router's own type: a misspelt path does not compile). */
      readonly to: LinkProps['to'];
    }
  | { readonly kind: 'external'; readonly text: string; readonly href: string }
  | { readonly kind: 'tel'; readonly text: string; readonly tel: string }
  | { readonly kind: 'mail'; readonly text: string; readonly email: string }
  | { readonly kind: 'document'; readonly text: string; readonly href: string };

/** Plain text, or a run of inline pieces. */
export type RichText = string | readonly Inline[];

export type Block =
  | { readonly type: 'paragraph'; readonly text: RichText }
  | {
      readonly type: 'list';
      readonly items: readonly RichText[];
      /** bullet (default), number (1. 2. 3.) or lower-alpha (a) b) c)). */
      readonly marker?: 'bullet' | 'number' | 'lower-alpha';
    }
  /**
   * A sub-heading, rendered one level (depth 1, the default) or two levels
   * (depth 2) below the heading of its section.
   */
  | { readonly type: 'heading'; readonly text: string; readonly depth?: 1 | 2 }
  | {
      readonly type: 'definitions';
      readonly items: readonly { readonly term: string; readonly description: RichText }[];
    }
  | { readonly type: 'note'; readonly text: RichText };

export type Section = {
  /** Stable, URL-safe id (also the accordion value and the anchor). */
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly Block[];
};

/** An image of a carousel; `alt` empty when purely decorative. */
export type CarouselImage = {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
};
