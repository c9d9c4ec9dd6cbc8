import { Card, Flex } from '@radix-ui/themes';
import type { ReactNode, Ref } from 'react';
import { TrainIcon } from './icons';
import './auth-layout.css';

export interface AuthLayoutProps {
  /** id of the heading that names the dialog. */
  readonly labelledBy: string;
  /** Shown top right of the card (the language switch). */
  readonly corner: ReactNode;
  readonly children: ReactNode;
  readonly cardRef?: Ref<HTMLDivElement>;
}

/**
 * The login "modal" (spec 000 §2): a card over the portal's backdrop, used by the login and the
 * reset page while the user is not logged in.
 */
export function AuthLayout({ labelledBy, corner, children, cardRef }: AuthLayoutProps) {
  return (
    <div className="auth-page">
      <main className="auth-main">
        <Card
          size="4"
          className="auth-card"
          role="dialog"
          aria-modal="true"
          aria-labelledby={labelledBy}
          ref={cardRef}
        >
          <Flex justify="between" align="center" mb="4" gap="3">
            <span className="auth-brand-mark">
              <TrainIcon size={26} />
            </span>
            {corner}
          </Flex>
          {children}
        </Card>
      </main>
    </div>
  );
}
