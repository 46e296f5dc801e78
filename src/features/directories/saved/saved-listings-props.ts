import type { DirectoryLink } from '../directory-route';
import type { DirectoryKind } from '../results/listing';

/**
 * The directory's own (directories.ts): its kept listings, its words for none, and its print view of them. Shared by
 * the button and the drawer it loads.
 */
export type SavedListingsProps = { kind: DirectoryKind; noneSaved: string; printSaved: DirectoryLink };
