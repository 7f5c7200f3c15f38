import { Link } from 'react-router';
import { CircleAlert } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';

export function NotFoundScreen() {
  return (
    <Card className="mx-auto mt-6 max-w-md p-8 text-center">
      <CircleAlert className="mx-auto mb-4 size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="mt-3 text-sm text-muted-foreground">
        Did you forget to add the page to the router?
      </p>
      <Link to="/" className={buttonClasses('default', 'default', 'mt-6')}>
        Back to Today
      </Link>
    </Card>
  );
}
