import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "wouter";
import { SEARCH_MIN_CHARS } from "../../../shared/constants.ts";
import type { SearchResponse } from "../../../shared/schemas/search.ts";
import { searchDropdownGroups } from "../../../shared/searchDropdownGroups.ts";
import { Search } from "../../ui/icons.tsx";
import { useToast } from "../../ui/Toaster.tsx";
import { apiFetch } from "../api/apiFetch.ts";
import { sendSearchClick } from "../api/sendSearchClick.ts";
import { useAppHref, useEmbed } from "../hooks/useEmbed.tsx";
import { useValueTypedEarly } from "../hooks/useValueTypedEarly.ts";
import { Highlighted, matchRanges } from "./Highlighted.tsx";

const DEBOUNCE_MS = 200;
const groupHeading = "px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-gray-600 uppercase";

interface Entry {
  /** "correction": the answer's "Did you mean …?" (its title is the corrected query). */
  kind: "correction" | "suggestion" | "article";
  slug: string;
  title: string;
  summary?: string;
  categoryName?: string;
  /** The matching section's anchor and heading, when the body matched under a heading. */
  section?: { anchor: string; heading: string };
}

/** The dropdown's entries, suggestions first, as searchDropdownGroups lists the answer. */
function dropdownEntries(answer: SearchResponse): Entry[] {
  const { suggestions, articles } = searchDropdownGroups(answer);
  return [
    ...(answer.didYouMean ? [{ kind: "correction" as const, slug: "", title: answer.didYouMean }] : []),
    ...suggestions.map<Entry>((suggestion) => ({
      kind: "suggestion",
      slug: suggestion.slug,
      title: suggestion.title,
    })),
    ...articles.map<Entry>((result) => ({
      kind: "article",
      slug: result.slug,
      title: result.title,
      summary: result.summary,
      categoryName: result.category?.name,
      section: result.section,
    })),
  ];
}

/**
 * The search bar: suggestions from 2 characters (debounced; an older answer never replaces a
 * newer one), keyboard navigation, ARIA combobox with a listbox. Before the page's script has
 * run it is a plain GET form to the results page (/search?q=), so a search submitted then still
 * works; once hydrated, a submit moves within the app instead.
 */
export function SearchBar({
  initialQuery = "",
  autoFocus = false,
  compact = false,
}: {
  initialQuery?: string;
  autoFocus?: boolean;
  /** The smaller box at the top of article and category pages. */
  compact?: boolean;
}) {
  const [query, setQuery] = useState(initialQuery);
  // A query given by the page (the results page) opens no dropdown until the visitor types.
  const [edited, setEdited] = useState(false);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [answeredQuery, setAnsweredQuery] = useState("");
  /** The answer matched only part of the query (its articles are labelled so). */
  const [partial, setPartial] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latestRequest = useRef(0);
  // Escape or a click outside closes the list until the visitor types again: an answer still on
  // its way refreshes the entries (ArrowDown shows them) but does not open the list by itself.
  const dismissed = useRef(false);
  const container = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const embed = useEmbed();
  const [, navigate] = useLocation();
  const href = useAppHref();
  const toast = useToast();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  // Typed before the script arrived: kept, and answered with the dropdown as if typed now.
  useValueTypedEarly(input, query, (typed) => {
    setEdited(true);
    setQuery(typed);
  });

  useEffect(() => {
    dismissed.current = false;
    const trimmed = query.trim();
    if (!edited || trimmed.length < SEARCH_MIN_CHARS) {
      latestRequest.current += 1;
      setEntries([]);
      setOpen(false);
      return;
    }
    const requestNumber = ++latestRequest.current;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiFetch<SearchResponse>(`/api/public/search?q=${encodeURIComponent(trimmed)}&mode=dropdown`, {
        signal: controller.signal,
      })
        .then((answer) => {
          if (requestNumber !== latestRequest.current) return;
          setEntries(dropdownEntries(answer));
          setPartial(answer.partial === true);
          setAnsweredQuery(trimmed);
          setActive(-1);
          if (!dismissed.current) setOpen(true);
        })
        .catch((error: unknown) => {
          if (requestNumber !== latestRequest.current || controller.signal.aborted) return;
          if (error instanceof Error && error.name === "AbortError") return;
          toast({ title: "Failed to fetch search results", variant: "destructive" });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, edited, toast]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (container.current?.contains(event.target as Node)) return;
      dismissed.current = true;
      setOpen(false);
    };
    document.addEventListener("mousedown", closeOnOutsideClick);
    return () => document.removeEventListener("mousedown", closeOnOutsideClick);
  }, [open]);

  const openEntry = (entry: Entry) => {
    if (entry.kind === "correction") {
      search(entry.title);
      return;
    }
    const position = entries.indexOf(entry) + 1;
    if (position > 0 && answeredQuery)
      sendSearchClick({ query: answeredQuery, slug: entry.slug, position, source: "dropdown" });
    latestRequest.current += 1;
    setQuery("");
    setEntries([]);
    setOpen(false);
    setActive(-1);
    navigate(href(`/a/${entry.slug}`) + (entry.section ? `#${entry.section.anchor}` : ""));
  };

  const search = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    latestRequest.current += 1;
    setOpen(false);
    navigate(href(`/search?q=${encodeURIComponent(trimmed)}`));
  };
  const submit = () => search(query);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      dismissed.current = false;
      if (!open && entries.length > 0) setOpen(true);
      setActive((index) => (entries.length === 0 ? -1 : (index + 1) % entries.length));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => (entries.length === 0 ? -1 : index <= 0 ? entries.length - 1 : index - 1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const entry = open ? entries[active] : undefined;
      if (entry) openEntry(entry);
      else submit();
    } else if (event.key === "Escape") {
      dismissed.current = true;
      setOpen(false);
      setActive(-1);
    }
  };

  const showList = open && query.trim().length >= SEARCH_MIN_CHARS;
  const correctionCount = entries.filter((entry) => entry.kind === "correction").length;
  const suggestionCount = entries.filter((entry) => entry.kind === "suggestion").length;
  const firstArticle = correctionCount + suggestionCount;
  const renderOption = (entry: Entry, index: number) => (
    // Options stay unfocusable on purpose: focus remains in the input (aria-activedescendant),
    // and the keyboard is handled there.
    // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern
    // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input
    <div
      key={`${entry.kind}-${entry.slug}`}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className={`cursor-pointer px-4 py-2 ${index === active ? "bg-gray-100" : "hover:bg-gray-50"}`}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => openEntry(entry)}
      onMouseEnter={() => setActive(index)}
    >
      {entry.kind === "correction" ? (
        <span className="block text-gray-900">
          Did you mean <strong className="font-semibold text-primary-strong">{entry.title}</strong>?
        </span>
      ) : (
        <span className="block font-medium text-gray-900">
          <Highlighted text={entry.title} ranges={matchRanges(entry.title, answeredQuery)} />
        </span>
      )}
      {entry.kind === "article" && (
        <>
          {entry.summary && (
            <span className="mt-0.5 line-clamp-1 block text-sm text-gray-600">
              <Highlighted text={entry.summary} ranges={matchRanges(entry.summary, answeredQuery)} />
            </span>
          )}
          {entry.section && (
            <span className="mt-0.5 block text-xs text-gray-700">In: {entry.section.heading}</span>
          )}
          {entry.categoryName && (
            <span className="mt-0.5 block text-xs text-primary-strong">{entry.categoryName}</span>
          )}
        </>
      )}
    </div>
  );

  return (
    <div ref={container} className="relative w-full">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for some browsers still in use */}
      <form
        role="search"
        action="/search"
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Search
          className={`pointer-events-none absolute top-1/2 -translate-y-1/2 text-gray-500 ${compact ? "left-3 h-4 w-4" : "left-4 h-5 w-5"}`}
          aria-hidden="true"
        />
        {embed && <input type="hidden" name="embed" value="true" />}
        <input
          ref={input}
          type="text"
          name="q"
          role="combobox"
          aria-label="Search for help articles"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the results page focuses its own search box
          autoFocus={autoFocus}
          placeholder="Search for help articles..."
          value={query}
          onChange={(event) => {
            setEdited(true);
            setQuery(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (entries.length > 0 && query.trim().length >= SEARCH_MIN_CHARS) setOpen(true);
          }}
          className={`w-full border border-gray-300 bg-white text-gray-900 shadow-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/30 ${compact ? "rounded-lg py-2 pr-3 pl-9 text-sm" : "rounded-xl py-3.5 pr-4 pl-12 text-base"}`}
        />
      </form>
      <div
        className={`absolute z-40 mt-2 w-full overflow-hidden rounded-xl border border-gray-200 bg-white text-left shadow-lg ${showList ? "" : "hidden"}`}
      >
        {showList && entries.length === correctionCount && (
          <p className="px-4 py-3 text-sm text-gray-600">
            No articles found. Press Enter to see all results.
          </p>
        )}
        <div
          id={listId}
          role="listbox"
          aria-label="Search suggestions"
          className={entries.length === 0 ? "hidden" : ""}
        >
          {showList && correctionCount > 0 && renderOption(entries[0]!, 0)}
          {showList && suggestionCount > 0 && (
            // biome-ignore lint/a11y/useSemanticElements: groups of a listbox, not a form fieldset
            <div role="group" aria-labelledby={`${listId}-suggestions`}>
              <div id={`${listId}-suggestions`} role="presentation" className={groupHeading}>
                Suggestions
              </div>
              {entries
                .slice(correctionCount, firstArticle)
                .map((entry, index) => renderOption(entry, correctionCount + index))}
            </div>
          )}
          {showList && entries.length > firstArticle && (
            // biome-ignore lint/a11y/useSemanticElements: groups of a listbox, not a form fieldset
            <div role="group" aria-labelledby={`${listId}-articles`}>
              <div id={`${listId}-articles`} role="presentation" className={groupHeading}>
                {partial ? "Results for part of your search" : "Articles"}
              </div>
              {entries.slice(firstArticle).map((entry, index) => renderOption(entry, firstArticle + index))}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
