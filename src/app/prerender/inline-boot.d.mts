export const bootScript: string;
export const bootScriptHash: string;
