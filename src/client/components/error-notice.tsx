import type { ReactNode } from 'react';

/** A calm, full-width notice that something could not be shown, with what the person can do next. */
export function ErrorNotice({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      {icon}
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
      <div className="flex flex-wrap justify-center gap-2">{actions}</div>
    </div>
  );
}
