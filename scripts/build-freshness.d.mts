export declare const BUILD_SOURCES: string[];
export declare const BUILD_OUTPUTS: string[];
export declare function staleBuildReason(root: string, sources?: string[], outputs?: string[]): string | null;
