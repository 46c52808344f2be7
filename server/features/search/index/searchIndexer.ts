import type { Db } from "../../../platform/db/database.ts";
import { articleIdsOfCategory, publishedArticleIds } from "../../articles/articleRepo.ts";
import type { IndexedDocument, SearchEngine } from "../engines/searchEngine.ts";
import { STOPWORDS, wordsOf } from "../query/searchText.ts";
import type { Vocabulary } from "../query/vocabulary.ts";
import { readIndexedDocument } from "./indexedDocumentRepo.ts";
import { deleteAllSearchWords, insertSearchWords } from "./searchWordRepo.ts";

/** The words of a document worth offering as completions and typo fixes. */
function documentWords(document: IndexedDocument): Set<string> {
  const words = new Set<string>();
  for (const text of [document.title, document.tags, document.summary, document.body, document.category]) {
    for (const { word } of wordsOf(text)) {
      if (word.length > 1 && word.length <= 40 && !STOPWORDS.has(word)) words.add(word);
    }
  }
  return words;
}

/**
 * Keeps the index in step with the articles: the engine's documents and the vocabulary (the
 * stored words and this instance's copy in memory). Writes run in the caller's transaction, so
 * the index never disagrees with the articles.
 */
export class SearchIndexer {
  constructor(
    private readonly engine: SearchEngine,
    private readonly vocabulary: Vocabulary,
  ) {}

  /** Re-reads the article and indexes it if it is published, else removes it. */
  async syncArticle(trx: Db, articleId: number): Promise<void> {
    const document = await readIndexedDocument(trx, articleId);
    if (!document) {
      await this.engine.remove(trx, articleId);
      return;
    }
    await this.engine.put(trx, document);
    const words = [...documentWords(document)];
    await insertSearchWords(trx, words);
    // Known here at once; a rolled-back word only ever expands a query to a term matching nothing.
    this.vocabulary.add(words);
  }

  /** Removes an article (before it is deleted). */
  async removeArticle(trx: Db, articleId: number): Promise<void> {
    await this.engine.remove(trx, articleId);
  }

  /** Re-indexes every published article of a category (after a rename). */
  async syncCategory(trx: Db, categoryId: number): Promise<void> {
    for (const id of await articleIdsOfCategory(trx, categoryId, { publishedOnly: true }))
      await this.syncArticle(trx, id);
  }

  /** Rebuilds the whole index and vocabulary (after a bulk import or seed). */
  async rebuild(db: Db): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await this.engine.clear(trx);
      await deleteAllSearchWords(trx);
      for (const id of await publishedArticleIds(trx)) await this.syncArticle(trx, id);
    });
    await this.engine.optimize(db);
    this.vocabulary.invalidate();
  }

  /** Reads the stored words at the next search, which does not wait for them (another instance indexed new ones). */
  refreshWords(): void {
    this.vocabulary.storeChanged();
  }
}
