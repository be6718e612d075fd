import type { ComponentPropsWithRef } from "react";
import { Form as RouterForm, Link as RouterLink, NavLink as RouterNavLink, type To } from "react-router";
import { pathInLanguage, type Language } from "./languages";
import { useLanguage } from "./use-translation";

/**
 * React Router's Link, NavLink and Form that keep the visitor in the page's language: a site
 * path written as the English page's (`/medicines`, from app/catalogue/urls/links.ts) goes to
 * `/hi/medicines` on a Hindi page. Relative addresses (`?page=2`) already stay in it.
 */
export function toInLanguage(to: To, language: Language): To {
  if (typeof to === "string") return pathInLanguage(to, language);
  return to.pathname === undefined ? to : { ...to, pathname: pathInLanguage(to.pathname, language) };
}

export function Link({ to, ...props }: ComponentPropsWithRef<typeof RouterLink>) {
  return <RouterLink to={toInLanguage(to, useLanguage())} {...props} />;
}

export function NavLink({ to, ...props }: ComponentPropsWithRef<typeof RouterNavLink>) {
  return <RouterNavLink to={toInLanguage(to, useLanguage())} {...props} />;
}

export function Form({ action, ...props }: ComponentPropsWithRef<typeof RouterForm>) {
  const language = useLanguage();
  return <RouterForm action={action === undefined ? undefined : pathInLanguage(action, language)} {...props} />;
}
