export const bootScript: string;
export const bootPendingScript: string;
export const inlineScriptHashes: string[];
