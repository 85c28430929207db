/** One how-to article in the owner's language (content fragment feature-guide). */
export interface GuideArticle {
  id: string;
  title: string;
  summary: string;
  bodyHtml: string;
}

/** The articles that apply to a vehicle, under their topics in the content's order; topics without one are left out. */
export interface GuideTopic {
  id: string;
  name: string;
  articles: GuideArticle[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * The fragment's words for the articles the service named, by topic. Content is input: an article this language
 * lacks, or one with a missing part or an unknown topic, is left out rather than shown half; null when the fragment
 * has no topics or articles at all (the page then says the articles cannot be shown).
 */
export function guideTopics(fragment: Record<string, unknown>, articleIds: readonly string[]): GuideTopic[] | null {
  const { topics, articles } = fragment;
  if (!isRecord(topics) || !isRecord(articles)) return null;
  const applying = new Set(articleIds);
  return Object.entries(topics)
    .filter((entry): entry is [string, string] => isText(entry[1]))
    .map(([id, name]) => ({
      id,
      name,
      articles: Object.entries(articles).flatMap(([articleId, a]) =>
        applying.has(articleId) &&
        isRecord(a) &&
        a.topic === id &&
        isText(a.title) &&
        isText(a.summary) &&
        isText(a.bodyHtml)
          ? [{ id: articleId, title: a.title, summary: a.summary, bodyHtml: a.bodyHtml }]
          : [],
      ),
    }))
    .filter((topic) => topic.articles.length > 0);
}
