import { useArticleImages } from "../api/useMediaLibrary.ts";
import { Card } from "../ui/Card.tsx";
import { UsedIn } from "./UsedIn.tsx";

/**
 * Images articles show that were not uploaded here (the demo's pictures, an address typed in):
 * listed so that the library shows every image the help center uses, with where it is used.
 */
export function ArticleImages() {
  const images = useArticleImages();
  if (!images.data || images.data.length === 0) return null;
  return (
    <section aria-labelledby="article-images-heading" className="space-y-4">
      <div>
        <h2 id="article-images-heading" className="text-lg font-semibold text-gray-900">
          Images used in articles
        </h2>
        <p className="text-sm text-gray-700">
          Pictures articles show from outside the library, such as the demo's. They are not stored here.
        </p>
      </div>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {images.data.map((image) => (
          <li key={image.url}>
            <Card className="flex h-full flex-col overflow-hidden" data-testid="article-image">
              <div className="flex aspect-video items-center justify-center bg-gray-100">
                <img src={image.url} alt="" loading="lazy" className="h-full w-full object-cover" />
              </div>
              <div className="flex flex-1 flex-col gap-2 p-4">
                <p className="truncate font-mono text-xs text-gray-900" title={image.url}>
                  {image.url}
                </p>
                <UsedIn articles={image.usedIn} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
