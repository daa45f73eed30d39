import type { ComponentType } from 'react';

/**
 * Loads a part drawn with MUI (a page, a form, a modal) together with MUI's theme, which wraps it: MUI and emotion
 * are downloaded with the parts that use them, not with the shell and the first pages every visitor loads.
 */
export function withMuiTheme<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): () => Promise<{ default: ComponentType<Props> }> {
  return async () => {
    const [{ MuiTheme }, { default: Component }] = await Promise.all([import('./MuiTheme'), load()]);
    return {
      default: function Themed(props: Props) {
        return (
          <MuiTheme>
            <Component {...props} />
          </MuiTheme>
        );
      },
    };
  };
}
