"use client";

import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import Link from "next/link";
import { navLinks, navText } from "@/content/navigation";
import { ExternalLink } from "@/components/ui/ExternalLink";

const itemClass =
  "block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-700";

/** The phone menu: a disclosure button (aria-expanded, aria-controls) revealing the same links. */
export function MobileMenu({ healthTestUrl }: { healthTestUrl: string }) {
  return (
    <Disclosure as="div" className="md:hidden">
      {({ open, close }) => (
        <>
          <DisclosureButton
            className="inline-flex size-11 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50"
            aria-label={open ? navText.closeMenu : navText.openMenu}
          >
            <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
              {open ? (
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              ) : (
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              )}
            </svg>
          </DisclosureButton>
          <DisclosurePanel
            as="nav"
            aria-label={navText.mainNav}
            className="absolute inset-x-0 top-full z-40 border-b border-brand-100 bg-white px-4 py-2 shadow-lg"
          >
            <ul className="flex flex-col">
              {navLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={itemClass} onClick={() => close()}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <ExternalLink href={healthTestUrl} className={itemClass}>
                  {navText.healthTest}
                </ExternalLink>
              </li>
              <li>
                <a href="#contact" className={itemClass} onClick={() => close()}>
                  {navText.contact}
                </a>
              </li>
            </ul>
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
