import type { ContentView as View } from '@/content/pages';
import { ArticlePage } from './kinds/ArticlePage';
import { BlogIndexPage } from './kinds/BlogIndexPage';
import { BlogPostPage } from './kinds/BlogPostPage';
import { CheatsheetIndexPage } from './kinds/CheatsheetIndexPage';
import { CheatsheetPage } from './kinds/CheatsheetPage';
import { CodeExamplePage } from './kinds/CodeExamplePage';
import { CodeGalleryPage } from './kinds/CodeGalleryPage';
import { DiagramExamplePage } from './kinds/DiagramExamplePage';
import { DiagramGalleryPage } from './kinds/DiagramGalleryPage';
import { InterviewIndexPage } from './kinds/InterviewIndexPage';
import { InterviewPage } from './kinds/InterviewPage';
import { SqlTutorialPage } from './kinds/SqlTutorialPage';
import { TutorialPage } from './kinds/TutorialPage';

/**
 * The body of a content page (the shell, title, FAQ and related links come from PageShell): each kind of
 * page has its own component in ./kinds.
 */
export function ContentView({ view }: { view: View }) {
  switch (view.kind) {
    case 'cheatsheet-index':
      return <CheatsheetIndexPage />;
    case 'cheatsheet':
      return <CheatsheetPage sheet={view.sheet} />;
    case 'blog-index':
      return <BlogIndexPage />;
    case 'blog-post':
      return <BlogPostPage post={view.post} />;
    case 'article':
      return <ArticlePage article={view.article} />;
    case 'gallery':
      return view.gallery === 'graphviz' || view.gallery === 'mermaid' ? (
        <DiagramGalleryPage gallery={view.gallery} />
      ) : (
        <CodeGalleryPage gallery={view.gallery} />
      );
    case 'diagram-example':
      return <DiagramExamplePage gallery={view.gallery} example={view.example} />;
    case 'code-example':
      return <CodeExamplePage gallery={view.gallery} example={view.example} />;
    case 'interview-index':
      return <InterviewIndexPage />;
    case 'interview':
      return <InterviewPage problem={view.problem} />;
    case 'tutorial':
      return <TutorialPage tutorial={view.tutorial} />;
    case 'sql-tutorial':
      return <SqlTutorialPage tutorial={view.tutorial} />;
  }
}
