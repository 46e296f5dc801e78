import { createElement } from 'react';
import type { Block } from '../types';
import { RichText } from './rich-text';
import classes from './content-blocks.module.css';

export type HeadingLevel = 2 | 3 | 4 | 5;

function ContentBlock({ block, headingLevel }: { block: Block; headingLevel: HeadingLevel }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <RichText value={block.text} />
        </p>
      );
    case 'list': {
      const items = block.items.map((item, i) => (
        <li key={i}>
          <RichText value={item} />
        </li>
      ));
      if (block.marker === 'number') return <ol className={classes.list}>{items}</ol>;
      if (block.marker === 'lower-alpha')
        return (
          <ol type="a" className={`${classes.list} ${classes.alpha}`}>
            {items}
          </ol>
        );
      return <ul className={classes.list}>{items}</ul>;
    }
    case 'heading': {
      const depth = block.depth ?? 1;
      const level = Math.min(6, headingLevel + depth - 1);
      return createElement(`h${level}`, { className: depth === 1 ? classes.heading : classes.subheading }, block.text);
    }
    case 'definitions':
      return (
        <dl className={classes.definitions}>
          {block.items.map((item) => (
            <div key={item.term} style={{ display: 'contents' }}>
              <dt>{item.term}</dt>
              <dd>
                <RichText value={item.description} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'note':
      return (
        <p className={classes.note}>
          <RichText value={block.text} />
        </p>
      );
  }
}

/**
 * Renders a section's blocks. `headingLevel` is the level of the first
 * sub-heading inside (one below the section's own heading).
 */
export function ContentBlocks({ blocks, headingLevel }: { blocks: readonly Block[]; headingLevel: HeadingLevel }) {
  return (
    <div className={classes.blocks}>
      {blocks.map((block, i) => (
        <ContentBlock key={i} block={block} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
