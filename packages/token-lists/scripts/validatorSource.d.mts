/** Where the generated validator lives. */
export declare const GENERATED_FILE: URL;
/** The generated validator module's source text. */
export declare function validatorSource(): string;
