export const bootHeadScript: string;
export const bootScript: string;
export const inlineScriptHashes: string[];
