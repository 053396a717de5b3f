import { clsx } from 'clsx';

/**
 * Joins class names, conditional ones included (clsx). It does not resolve Tailwind conflicts: when two classes
 * set the same property both apply and the one later in the stylesheet wins, whatever their order here. So a
 * component gives callers variants or props for what they may change (a Button variant, a Container width, an
 * AuthorAvatar size) instead of letting a className override one of its own classes.
 */
export const cn = clsx;
